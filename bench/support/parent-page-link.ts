/** A family's parent page path (issue 29): a link made for the first student of the ledger's phone. */
export async function parentPagePath(serverUrl: string, ledgerId: string, token: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/v1/student/ledger/${ledgerId}?page=1&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [student] = ((await response.json()) as { data: { phoneNumber: string }[] }).data;
  const link = await fetch(`${serverUrl}/api/v1/families/${student!.phoneNumber}/link`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  return new URL(((await link.json()) as { data: { url: string } }).data.url).pathname;
}
