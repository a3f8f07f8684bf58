// The one task fixture builder lives in the api-client's `./testing` entry (shared with the
// api-client's, the CLI's and the demo server's code); the web tests import it from here.
export { taskFixture, taskWithTplFixture } from '@semaphore-console/api-client/testing';
