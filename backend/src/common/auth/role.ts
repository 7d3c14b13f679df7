/** What an account may do: sellers (and buyers) are users; admins run the console. */
export enum Role {
  User = 'USER',
  Admin = 'ADMIN',
}
