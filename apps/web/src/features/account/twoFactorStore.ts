import type { UserTotpSetup } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { createServerStore } from '../../stores/serverData';
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
  if (shell.user?.id === userId) await shell.reloadUser();
}

/**
 * Two-factor sign-in of the signed-in user's account (Edit account; newer §N1, §N3). The setup is
 * the answer of a write; the QR code is the store's read (a query per TOTP), and the user's
 * `totp` state is the shell store's (`reloadUser`).
 */
export const useTwoFactorStore = createServerStore<TwoFactorState>((set, get, { query }) => {
  const qrCode = query({
    fields: false,
    key: (userId: number, totpId: number) => `${userId}/${totpId}`,
    fetch: (userId: number, totpId: number) => client().user.totp.qr(userId, totpId),
    done(s, qr) {
      s.qr = qr;
    },
    fail(s, text) {
      s.qrError = text;
    },
  });
  const clear = () => {
    qrCode.forget();
    set({ setup: null, qr: null, qrError: null });
  };
  return {
    setup: null,
    qr: null,
    qrError: null,
    async start(userId) {
      clear();
      const totp = await client().user.totp.enable(userId);
      await refreshUser(userId);
      // Only newest servers keep the new TOTP pending; 2.12–2.19 have it on at once.
      const me = useShellStore.getState().user;
      const needsCode = me?.id === userId && totpStatus(me.totp) === 'pending';
      set({ setup: { userId, totp, needsCode } });
      await qrCode.load(userId, totp.id);
    },
    async confirm(passcode) {
      const setup = get().setup;
      if (!setup) return;
      await client().user.totp.confirm(setup.userId, setup.totp.id, passcode);
      await refreshUser(setup.userId);
      clear();
    },
    async finish() {
      const setup = get().setup;
      if (!setup) return;
      await refreshUser(setup.userId);
      clear();
    },
    async cancel() {
      const setup = get().setup;
      if (!setup) return;
      await client().user.totp.disable(setup.userId, setup.totp.id);
      await refreshUser(setup.userId);
      clear();
    },
    async disable(userId, totpId) {
      await client().user.totp.disable(userId, totpId);
      await refreshUser(userId);
    },
  };
});
