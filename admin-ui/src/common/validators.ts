import { regex } from 'react-admin';

/**
 * An e-mail address as the API takes it for signing in: any `local@domain`, `admin@localhost` (the first admin's
 * default) included. react-admin's email() wants a dot in the domain and locked that admin out (issue 39); the
 * API is the judge of the rest.
 */
export const emailAddress = () => regex(/^[^\s@]+@[^\s@]+$/, 'ra.validation.email');
