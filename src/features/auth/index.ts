/** The sign-in screens of spec 2.1; App renders each lazily from its own file. */
export { default as LoginScreen } from './LoginScreen';
export { default as OtpVerificationScreen } from './OtpVerificationScreen';
export { default as ForgotPasswordScreen } from './ForgotPasswordScreen';
export { default as VerifyEmailScreen } from './VerifyEmailScreen';
export { default as ResetPasswordScreen } from './ResetPasswordScreen';
