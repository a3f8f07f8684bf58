import type { AccessKey } from '@semaphore-console/api-client';
import { describe, expect, it } from 'vitest';
import { keysForUrl } from './RepositoryDialog';

const key = (id: number, type: AccessKey['type']): AccessKey => ({
  id,
  name: `k${id}`,
  type,
  project_id: 1,
});
const keys = [key(1, 'ssh'), key(2, 'login_password'), key(3, 'none')];
const ids = (url: string) => keysForUrl(keys, url).map((k) => k.id);

describe('access keys offered for a repository URL (spec resources §3)', () => {
  it.each([
    ['git@github.com:org/repo.git', [1]],
    ['ssh://git@host/repo.git', [1]],
    ['git://host/repo.git', [1]],
    ['https://host/repo.git', [2, 3]],
    ['http://host/repo.git', [2, 3]],
    ['file:///srv/repo.git', [2, 3]],
    ['/srv/local/repo', [1, 2, 3]],
    ['ftp://host/repo', [1, 2, 3]],
  ])('%s', (url, expected) => {
    expect(ids(url)).toEqual(expected);
  });
});
