import { lazy, Suspense } from "react";

// Its code is downloaded only where a chat is configured (decision 102).
const LiveChat = lazy(() => import("./live-chat"));

/** The optional live chat: nothing at all unless LIVE_CHAT_PROPERTY_ID gave a script. */
export function LiveChatMount({ scriptUrl }: { scriptUrl: string | null }) {
  if (!scriptUrl) return null;
  return (
    <Suspense fallback={null}>
      <LiveChat scriptUrl={scriptUrl} />
    </Suspense>
  );
}
