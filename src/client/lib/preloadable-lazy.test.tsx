// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { lazy, Suspense, type ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadableLazy } from "./preloadable-lazy";

const Page = () => <p>The page</p>;
const pageModule = { default: Page as ComponentType };

afterEach(cleanup);

/** What the boundary showed on the first commit (before any promise could settle): the fallback, or the part itself. */
function firstCommit(Part: ComponentType) {
  act(() => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part />
      </Suspense>,
    );
  });
  return screen.queryByText("Loading") ? "fallback" : screen.queryByText("The page") ? "part" : "nothing";
}

describe("preloadableLazy", () => {
  it("renders a part whose code has arrived in the first pass, where React.lazy shows its fallback", async () => {
    const Plain = lazy(() => Promise.resolve(pageModule));
    expect(firstCommit(Plain)).toBe("fallback");
    cleanup();

    const Part = preloadableLazy(() => Promise.resolve(pageModule));
    await Part.load();
    expect(firstCommit(Part)).toBe("part");
  });

  it("downloads once for every caller, and again after a failure", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(pageModule);
    const Part = preloadableLazy(importer);
    await expect(Part.load()).rejects.toThrow("offline");
    Part.preload();
    await Part.load();
    await Part.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(firstCommit(Part)).toBe("part");
  });

  it("still suspends until a part that was never preloaded arrives", async () => {
    let arrive!: (module: typeof pageModule) => void;
    const Part = preloadableLazy(() => new Promise<typeof pageModule>((resolve) => (arrive = resolve)));
    expect(firstCommit(Part)).toBe("fallback");
    await act(async () => arrive(pageModule));
    expect(screen.getByText("The page")).toBeInTheDocument();
  });
});
