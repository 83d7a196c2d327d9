// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const authClient = vi.hoisted(() => ({
  signIn: { popup: vi.fn(), social: vi.fn() },
  getSession: vi.fn(),
}));
vi.mock("../../lib/auth-client", () => ({ authClient }));

const { useGoogleSignIn } = await import("./use-google-sign-in");

describe("useGoogleSignIn", () => {
  beforeEach(() => vi.clearAllMocks());

  async function run() {
    const onSignedIn = vi.fn();
    const { result } = renderHook(() => useGoogleSignIn(onSignedIn));
    await act(() => result.current.signIn());
    return { onSignedIn, state: result.current.state };
  }

  it("signs in when the popup hands back a session", async () => {
    authClient.signIn.popup.mockResolvedValue({ data: { success: true }, error: null });
    expect(await run()).toMatchObject({ state: "pending" });
    expect(authClient.signIn.popup).toHaveBeenCalledWith({ provider: "google" });
  });

  it("treats a popup that closed after signing in as signed in", async () => {
    authClient.signIn.popup.mockResolvedValue({ data: null, error: { code: "POPUP_CLOSED", message: "closed" } });
    authClient.getSession.mockResolvedValue({ data: { user: { id: "u1" } }, error: null });
    const { onSignedIn } = await run();
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it("goes back to idle, with no error, when the user closed the popup without signing in", async () => {
    authClient.signIn.popup.mockResolvedValue({ data: null, error: { code: "POPUP_CLOSED", message: "closed" } });
    authClient.getSession.mockResolvedValue({ data: null, error: null });
    const { onSignedIn, state } = await run();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(state).toBe("idle");
  });

  it("falls back to the redirect flow when the popup is blocked, and fails visibly on other errors", async () => {
    authClient.signIn.popup.mockResolvedValue({ data: null, error: { code: "POPUP_BLOCKED", message: "blocked" } });
    authClient.signIn.social.mockResolvedValue({ data: {}, error: null });
    await run();
    expect(authClient.signIn.social).toHaveBeenCalledWith(
      expect.objectContaining({ provider: "google", errorCallbackURL: "/login?error=signin" }),
    );

    authClient.signIn.popup.mockResolvedValue({
      data: null,
      error: { code: "POPUP_SIGN_IN_FAILED", message: "failed" },
    });
    expect((await run()).state).toBe("failed");
  });
});
