/**
 * Code outside React (the API clients' 401 path, logout) navigates through the router that the app
 * registers here at start, without importing the route table (which imports every feature).
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => {
  window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
