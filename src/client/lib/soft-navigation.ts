/**
 * How a link shown both before and inside the router (the sign-in page's) moves to another page
 * of the app without reloading it (decision 0051). The start-up entry, which has no router, pushes
 * the address and opens the app there; the app's shell puts React Router's `navigate` in its place.
 * Until either has spoken, a link is an ordinary page load.
 */
let navigator: (to: string) => void = (to) => window.location.assign(to);

export function setSoftNavigator(next: (to: string) => void) {
  navigator = next;
}

export function softNavigate(to: string) {
  navigator(to);
}
