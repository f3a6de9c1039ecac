import { useEffect, useRef, useState } from "react";
import { proxy, useSnapshot } from "valtio";
import { call } from "../../shared/api-client";
import { useRevalidate } from "../../shared/page-router";
import { CONSOLE_HOME } from "../../shared/paths";
import { consoleApi } from "../session";

const POLL_MS = 4_000;
const SOUND_KEY = "console-alert-sound";

/** Orders that arrived while this tab was open: the dashboard's list marks them "New". */
export const freshOrders = proxy({ ids: [] as string[] });
export const useIsFreshOrder = (orderId: string) => useSnapshot(freshOrders).ids.includes(orderId);

/** A short two-note chime (no sound file to fetch), when staff turned sound on in this browser. */
function chime() {
  if (localStorage.getItem(SOUND_KEY) !== "on") return;
  const audio = new AudioContext();
  for (const [index, frequency] of [880, 1320].entries()) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.15, audio.currentTime + index * 0.18);
    volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + index * 0.18 + 0.25);
    tone.connect(volume).connect(audio.destination);
    tone.start(audio.currentTime + index * 0.18);
    tone.stop(audio.currentTime + index * 0.18 + 0.25);
  }
  setTimeout(() => void audio.close(), 1_000);
}

/** "Sound on new orders", remembered in this browser (a shop's counter PC may want it, a phone may not). */
export function SoundToggle() {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(localStorage.getItem(SOUND_KEY) === "on"), []);
  const toggle = () => {
    localStorage.setItem(SOUND_KEY, on ? "off" : "on");
    setOn(!on);
    if (!on) chime();
  };
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={toggle}
      title="Play a sound when a new order arrives"
      className="hidden h-10 items-center rounded-md px-3 font-medium text-sm hover:bg-surface sm:inline-flex"
    >
      {on ? "Sound on" : "Sound off"}
    </button>
  );
}

export interface LiveAlerts {
  /** New orders, slips and sign-ups since the page opened (or since staff last looked at the dashboard). */
  unseen: number;
  /** The latest, in words, for the screen reader's live region and the toast. */
  latest: string | null;
}

/**
 * Polls the store every few seconds for what staff should see without a reload: a new order, a slip to check, a
 * staff sign-up. The count shows on the menu and in the page title; the dashboard's list refreshes itself. Polling
 * (not a held connection) so it works through any proxy and costs one indexed query per staff tab.
 */
export function useLiveAlerts(path: string, enabled: boolean): LiveAlerts {
  const [unseen, setUnseen] = useState(0);
  const [latest, setLatest] = useState<string | null>(null);
  const since = useRef<string | undefined>(undefined);
  // What was already told: the answers overlap a little, so nothing written during a poll is lost.
  const told = useRef(new Set<string>());
  const revalidate = useRevalidate();
  const onDashboard = path === CONSOLE_HOME;

  useEffect(() => {
    if (onDashboard) setUnseen(0);
  }, [onDashboard]);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    async function poll() {
      try {
        const alerts = await call(consoleApi().messages.alerts.get({ query: { since: since.current } }));
        const first = since.current === undefined;
        since.current = alerts.now;
        const all: { key: string; text: string; orderId?: string }[] = [
          ...alerts.orders.map((order) => ({
            key: `order ${order.orderId}`,
            text: `New order ${order.orderId} from ${order.customer}`,
            orderId: order.orderId,
          })),
          ...alerts.slips.map((slip) => ({
            key: `slip ${slip.orderId} ${slip.uploadedAt}`,
            text: `A bank slip arrived for order ${slip.orderId}`,
          })),
          ...alerts.signUps.map((signUp) => ({
            key: `sign-up ${signUp.email}`,
            text: `${signUp.email} asks for a staff account`,
          })),
        ];
        const news = all.filter((alert) => !told.current.has(alert.key));
        for (const alert of news) told.current.add(alert.key);
        if (first || stopped || news.length === 0) return;
        const orders = news.flatMap((alert) => (alert.orderId ? [alert.orderId] : []));
        if (orders.length > 0) {
          freshOrders.ids.push(...orders);
          chime();
        }
        setLatest(news[0]?.text ?? null);
        if (onDashboard) revalidate();
        else setUnseen((count) => count + news.length);
      } catch {
        // Signed out or offline: the next poll tries again; the page itself says what is wrong.
      }
    }
    void poll();
    const timer = setInterval(poll, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [enabled, onDashboard, revalidate]);

  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, "");
    document.title = unseen > 0 ? `(${unseen}) ${base}` : base;
  }, [unseen]);

  return { unseen, latest };
}

/** The latest alert, announced and shown for a few seconds. */
export function AlertToast({ text }: { text: string | null }) {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    setShown(text);
    const timer = setTimeout(() => setShown(null), 8_000);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-3">
      {shown ? (
        <p
          className="max-w-full rounded-md bg-ink px-4 py-3 font-medium text-sm text-white shadow-lg"
          data-testid="live-alert"
        >
          {shown}
        </p>
      ) : null}
    </div>
  );
}
