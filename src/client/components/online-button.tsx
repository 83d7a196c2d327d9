import type { ComponentProps } from "react";
import { useNeedsConnection } from "../lib/use-needs-connection";
import { Button } from "./ui/button";

/**
 * A button whose action changes the server's data (a settings save, an invitation): offline it is
 * off before the form is filled, with "Needs a connection" on it and beside it.
 */
export function OnlineButton({ disabled, children, ...props }: ComponentProps<typeof Button>) {
  const needsConnection = useNeedsConnection();
  return (
    <>
      <Button disabled={disabled || needsConnection !== null} title={needsConnection ?? undefined} {...props}>
        {children}
      </Button>
      {needsConnection ? <span className="self-center text-sm text-amber-800">{needsConnection}</span> : null}
    </>
  );
}
