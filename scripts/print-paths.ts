/**
 * Prints the generated paths of the login, two-factor and forgot-password test models (npm run
 * test:paths): each path as numbered steps, each step an event and the state it reaches.
 */
import { forgotPasswordModel, loginModel, twoFactorModel } from '../tests/model/models';
import { formatPath, generatePaths } from '../tests/model/support';

for (const [title, model] of [
  ['Login', loginModel],
  ['Two-factor', twoFactorModel],
  ['Forgot password', forgotPasswordModel],
] as const) {
  const paths = generatePaths(model);
  console.log(`\n== ${title} (${paths.length} paths) ==`);
  paths.forEach((path, index) => console.log(formatPath(path, index)));
}
