import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useUiStrings } from '../strings/UiStrings';
import { IconButton } from './Button';
import * as s from './Snackbar.css';

/** Tone of a snackbar: success (green, polite), error (red, announced at once), info. */
export type SnackbarTone = 'success' | 'error' | 'info';

/** One message for {@link SnackbarApi.show}. */
export interface SnackbarMessage {
  /** The text shown (plain text; server text is never rendered as HTML). */
  text: string;
  /** Default success. */
  tone?: SnackbarTone;
  /** How long it stays, in ms; default the provider's (3000 ms). */
  durationMs?: number;
}

/** What {@link useSnackbar} returns. */
export interface SnackbarApi {
  /** Shows a snackbar at the top of the page; returns its id. */
  show: (message: SnackbarMessage) => number;
  /** Closes a snackbar by id. */
  dismiss: (id: number) => void;
}

interface Entry extends Required<Omit<SnackbarMessage, 'durationMs'>> {
  id: number;
  durationMs: number | undefined;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** Props of {@link SnackbarProvider}. */
export interface SnackbarProviderProps {
  /** Default display time in ms; the spec says 3000 (console-core, constants). */
  durationMs?: number;
  children?: ReactNode;
}

/**
 * Hosts the snackbars (Radix Toast) and gives {@link useSnackbar} to the components below it.
 * Snackbars stack at the top centre and close after `durationMs` (hover or focus pauses it),
 * on swipe, Escape or the Close button.
 */
export function SnackbarProvider({ durationMs = 3000, children }: SnackbarProviderProps) {
  const strings = useUiStrings();
  const [entries, setEntries] = useState<Entry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setEntries((list) => list.filter((entry) => entry.id !== id));
  }, []);
  const show = useCallback((message: SnackbarMessage) => {
    const id = nextId.current++;
    setEntries((list) => [
      ...list,
      { id, text: message.text, tone: message.tone ?? 'success', durationMs: message.durationMs },
    ]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <SnackbarContext.Provider value={api}>
      <Toast.Provider duration={durationMs} swipeDirection="up" label={strings.notifications}>
        {children}
        {entries.map((entry) => (
          <Toast.Root
            key={entry.id}
            type={entry.tone === 'error' ? 'foreground' : 'background'}
            {...(entry.durationMs !== undefined ? { duration: entry.durationMs } : {})}
            onOpenChange={(open) => {
              if (!open) dismiss(entry.id);
            }}
            className={`${s.root} ${s.tone[entry.tone]}`}
            data-tone={entry.tone}
          >
            <Toast.Title className={s.title}>{entry.text}</Toast.Title>
            <Toast.Close asChild>
              <IconButton size="sm" label={strings.close} icon={<X aria-hidden />} />
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className={s.viewport} label={strings.notifications} />
      </Toast.Provider>
    </SnackbarContext.Provider>
  );
}

/**
 * The imperative snackbar API of the nearest {@link SnackbarProvider}.
 *
 * @throws Error when used outside a SnackbarProvider.
 * @example
 * const snackbar = useSnackbar();
 * snackbar.show({ text: t`Project exported.`, tone: 'success' });
 */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar() must be used inside <SnackbarProvider>.');
  return api;
}
