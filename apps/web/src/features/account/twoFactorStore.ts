import type { UserTotpSetup } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { failureText } from '../../server/failures';
import { createAppStore } from '../../stores/createAppStore';
import { useShellStore } from '../../stores/session';
import { totpStatus } from '../users';

/** A TOTP setup under way in Edit account (newer §N3). */
export interface TotpSetupInProgress {
  /** Whose account. */
  userId: number;
  /** The server's answer: the TOTP id, its `otpauth://` URL and the recovery code (shown once). */
  totp: UserTotpSetup;
  /** The server keeps the setup pending until a current code confirms it (newest servers). */
  needsCode: boolean;
}

interface TwoFactorState {
  setup: TotpSetupInProgress | null;
  /** The setup's QR code (a PNG), once read. */
  qr: Blob | null;
  /** Why the QR code could not be read, or `null`. */
  qrError: string | null;
  /**
   * Sets up TOTP (`POST /api/users/{id}/2fas/totp`), reads the user again to learn whether the
   * server waits for a code (`totp.state`), then reads the QR code. Rejects with the api-client's
   * error when the setup fails; a failed QR code only sets `qrError` (the key is still shown).
   */
  start(userId: number): Promise<void>;
  /** Confirms the pending setup with a current code (`…/confirm`). Rejects with the api-client's error. */
  confirm(passcode: string): Promise<void>;
  /** The person stored the recovery code and the server asks for no code: the setup is done. */
  finish(): Promise<void>;
  /** Gives up the setup: removes the TOTP it created (`DELETE …/2fas/totp/{id}`). */
  cancel(): Promise<void>;
  /** Turns TOTP off (`DELETE /api/users/{id}/2fas/totp/{totp_id}`). */
  disable(userId: number, totpId: number): Promise<void>;
}

/** Reads the signed-in user again (its `totp` changed) when `userId` is theirs. */
async function refreshUser(userId: number): Promise<void> {
  const shell = useShellStore.getState();
  if (shell.user?.id === userId) shell.setUser(await client().user.get());
}

/** Two-factor sign-in of the signed-in user's account (Edit account; newer §N1, §N3). */
export const useTwoFactorStore = createAppStore<TwoFactorState>((set, get) => ({
  setup: null,
  qr: null,
  qrError: null,
  async start(userId) {
    const api = client();
    set({ setup: null, qr: null, qrError: null });
    const totp = await api.user.totp.enable(userId);
    const me = await api.user.get();
    // Only newest servers keep the new TOTP pending; 2.12–2.19 have it on at once.
    const needsCode = me.id === userId && totpStatus(me.totp) === 'pending';
    if (me.id === userId) useShellStore.getState().setUser(me);
    set({ setup: { userId, totp, needsCode } });
    try {
      const qr = await api.user.totp.qr(userId, totp.id);
      if (get().setup?.totp.id === totp.id) set({ qr });
    } catch (error) {
      if (get().setup?.totp.id === totp.id) set({ qrError: failureText(error) });
    }
  },
  async confirm(passcode) {
    const setup = get().setup;
    if (!setup) return;
    await client().user.totp.confirm(setup.userId, setup.totp.id, passcode);
    await refreshUser(setup.userId);
    set({ setup: null, qr: null, qrError: null });
  },
  async finish() {
    const setup = get().setup;
    if (!setup) return;
    await refreshUser(setup.userId);
    set({ setup: null, qr: null, qrError: null });
  },
  async cancel() {
    const setup = get().setup;
    if (!setup) return;
    await client().user.totp.disable(setup.userId, setup.totp.id);
    await refreshUser(setup.userId);
    set({ setup: null, qr: null, qrError: null });
  },
  async disable(userId, totpId) {
    await client().user.totp.disable(userId, totpId);
    await refreshUser(userId);
  },
}));
