import { oauthPopupClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/** Same origin as the page: the API and the app are served from one port. */
export const authClient = createAuthClient({ plugins: [oauthPopupClient()] });
