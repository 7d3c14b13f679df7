export enum TokenPurpose {
  ResetPassword = 'RESET_PASSWORD',
  VerifyEmail = 'VERIFY_EMAIL',
}
