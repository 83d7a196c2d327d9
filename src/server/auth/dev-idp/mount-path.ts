/** The path prefix the development identity provider serves, from its issuer: "http://localhost:3000/dev-idp" → "/dev-idp". */
export function mountPathOf(issuer: string): string {
  const { pathname } = new URL(issuer);
  return pathname.replace(/\/+$/, "");
}
