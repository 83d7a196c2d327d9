// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../components/testing/render-page";
import { RollNumberForm } from "./roll-number-form";

vi.mock("../../../lib/session/use-current-user", () => import("../../../components/testing/fake-current-user"));

describe("RollNumberForm", () => {
  it("starts from the digits read, refuses anything but 1–6 digits, and sets the roll number typed", async () => {
    const onSet = vi.fn();
    renderPage(<RollNumberForm read="1?4" onSet={onSet} />);
    const field = screen.getByLabelText("Roll number as written on the sheet");
    expect(field).toHaveValue("14");
    await userEvent.clear(field);
    await userEvent.type(field, "12a");
    await userEvent.click(screen.getByRole("button", { name: "Set roll number" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Type the roll number's digits (1 to 6).");
    expect(onSet).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, "124");
    await userEvent.click(screen.getByRole("button", { name: "Set roll number" }));
    expect(onSet).toHaveBeenCalledWith("124");
  });
});
