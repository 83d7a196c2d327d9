/** oidc-provider's own AsyncLocalStorage (its request context), which it does not export by name. */
declare module "oidc-provider/lib/helpers/als.js" {
  import type { AsyncLocalStorage } from "node:async_hooks";
  const storage: AsyncLocalStorage<unknown>;
  export default storage;
}
