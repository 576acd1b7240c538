/**
 * Prints the generated paths of the test models (npm run test:paths): login, two-factor, forgot
 * password, the notification feed and the realtime connection; each path as numbered steps, each
 * step an event and the state it reaches.
 */
import { forgotPasswordModel, loginModel, twoFactorModel } from '../tests/model/models';
import { connectionModel, feedModel } from '../tests/model/realtime-models';
import { formatPath, generatePaths } from '../tests/model/support';

for (const [title, model] of [
  ['Login', loginModel],
  ['Two-factor', twoFactorModel],
  ['Forgot password', forgotPasswordModel],
  ['Notification feed', feedModel],
  ['Realtime connection', connectionModel],
] as const) {
  const paths = generatePaths(model);
  console.log(`\n== ${title} (${paths.length} paths) ==`);
  paths.forEach((path, index) => console.log(formatPath(path, index)));
}
