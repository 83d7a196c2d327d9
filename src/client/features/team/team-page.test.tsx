// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeUser } from "../../components/testing/fake-current-user";
import { deferred, fakeSchool, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import TeamPage from "./team-page";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

const team = {
  members: [
    {
      userId: fakeUser.id,
      name: fakeUser.name,
      email: fakeUser.email,
      role: "owner",
      joinedAt: "2025-04-01T00:00:00.000Z",
    },
    { userId: "clerk", name: "Ravi", email: "clerk@example.com", role: "staff", joinedAt: "2025-04-02T00:00:00.000Z" },
  ],
  invitations: [{ id: "inv-1", email: "next@example.com", expiresAt: "2025-04-09T00:00:00.000Z" }],
};
const renderTeam = () => renderPage(<TeamPage />, { path: "/team", url: "/team" });
const teamCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith("/members")).length;

describe("Team page: the owner's only", () => {
  it("gives the owner the invite form, Remove, Revoke and the Activity link", async () => {
    mockApi({ "GET /members": () => ok(team) });
    renderTeam();
    expect(await screen.findByRole("button", { name: "Remove" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Invite" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Revoke" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Activity" })).toHaveAttribute("href", "/activity");
  });

  it("shows staff only that the owner manages the team, with no actions, and never asks for it", async () => {
    const { calls } = mockApi({
      [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "staff" }),
      "GET /members": () => ok(team),
    });
    renderTeam();
    expect(await screen.findByText("Only the school's owner manages the team.")).toBeVisible();
    for (const name of ["Invite", "Remove", "Revoke"])
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Activity" })).not.toBeInTheDocument();
    expect(teamCalls(calls)).toBe(0);
  });

  it("offers no action, and asks nothing, while the role is still unknown", async () => {
    const school = deferred();
    const { calls } = mockApi({
      [`GET /school/uid/${fakeUser.id}`]: () => school.promise,
      "GET /members": () => ok(team),
    });
    renderTeam();
    await waitFor(() => expect(calls.some((call) => call.path === `/school/uid/${fakeUser.id}`)).toBe(true));
    expect(screen.getByRole("status")).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("E-mail address")).not.toBeInTheDocument();
    expect(teamCalls(calls)).toBe(0);
    school.release(ok(fakeSchool));
    expect(await screen.findByRole("button", { name: "Invite" })).toBeVisible();
  });
});

describe("Team page: after Invite", () => {
  it("offers the invitation as a WhatsApp message with the sign-in address and the steps", async () => {
    const { calls } = mockApi({
      "GET /members": () => ok(team),
      "POST /members/invitations": () =>
        ok({ id: "inv-2", email: "ravi@example.com", expiresAt: "2025-04-10T00:00:00.000Z" }),
    });
    renderTeam();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail address/), "Ravi@Example.com");
    expect(screen.queryByRole("link", { name: "Send on WhatsApp" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Invite" }));
    const link = await screen.findByRole("link", { name: "Send on WhatsApp" });
    expect(calls.find((call) => call.path === "/members/invitations")?.body).toEqual({ email: "ravi@example.com" });
    const href = new URL(link.getAttribute("href")!);
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/");
    expect(href.searchParams.get("text")).toBe(
      `${fakeSchool.schoolName} has invited you to its team on Bahi, to collect fees and print.\n1. Open ${window.location.origin}/login\n2. Sign in with Google using ravi@example.com\n3. Tap Accept.`,
    );
    expect(
      screen.getByText("Invitation sent to ravi@example.com. They join by signing in with that e-mail."),
    ).toBeVisible();
  });
});
