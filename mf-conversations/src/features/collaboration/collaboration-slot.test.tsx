import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { MODELS, renderChat } from "../../test/chat-harness.tsx";
import { aModel } from "../../test/fixtures.ts";
import { installFakeLayout } from "../../test/layout.ts";
import { COLLABORATION_PARCEL } from "./collaboration-slot.tsx";

installFakeLayout();
afterEach(cleanup);

describe("the collaboration controls in the sub-header", () => {
  it("load once the chat box can be used (its models read), not with the first screen", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const models = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    const chat = renderChat({ routes: { [MODELS]: () => models } });
    expect(await screen.findByTestId("sub-header.collaboration")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chat.shell.mountParcel).not.toHaveBeenCalled();

    answer({ status: 200, body: { results: [aModel()] } });
    await waitFor(() =>
      expect(chat.shell.mountParcel).toHaveBeenCalledWith(COLLABORATION_PARCEL, expect.any(HTMLElement), {
        conversationId: 7,
      }),
    );
  });

  it("load too when the models could not be read (the chat box then says so)", async () => {
    const chat = renderChat({ routes: { [MODELS]: { status: 500, body: {} } } });
    await waitFor(() => expect(chat.shell.mountParcel).toHaveBeenCalledTimes(1));
  });
});
