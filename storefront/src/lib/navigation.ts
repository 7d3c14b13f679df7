/** Lets non-React code (the API client) navigate through the router; registered by the router module. */
type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function registerNavigator(next: Navigate): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }): void {
  navigator(to, options);
}
