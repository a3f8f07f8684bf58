import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorMessage,
  HttpError,
  isApiError,
  isHttpError,
  isNetworkError,
  isResponseValidationError,
  isTimeoutError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
} from './errors';

const request = { method: 'GET', url: 'http://h/api/projects', path: 'api/projects' };

describe('HttpError', () => {
  it('reads the server error text and the inUse flag from a JSON body', () => {
    const error = new HttpError(request, 400, 'Bad Request', {
      error: 'Access Key is in use by one or more templates',
      inUse: true,
    });
    expect(error.message).toBe('Request failed with status code 400');
    expect(error.serverError).toBe('Access Key is in use by one or more templates');
    expect(error.inUse).toBe(true);
    expect(error.status).toBe(400);
  });

  it.each([undefined, '', 'Not Found', [1, 2], { message: 'x' }, { error: 3 }, null])(
    'has no server error text for body %j',
    (body) => {
      const error = new HttpError(request, 404, '', body);
      expect(error.serverError).toBeUndefined();
      expect(error.inUse).toBe(false);
      expect(error.statusText).toBe('Not Found');
    },
  );
});

describe('errorMessage (spec core §8)', () => {
  it('prefers the response error field', () => {
    expect(errorMessage(new HttpError(request, 401, 'Unauthorized', { error: 'Nope' }))).toBe(
      'Nope',
    );
  });

  it('gives the status code and text for a 401 without error field', () => {
    expect(errorMessage(new HttpError(request, 401, 'Unauthorized', undefined))).toBe(
      '401 Unauthorized',
    );
    expect(errorMessage(new HttpError(request, 401, '', ''))).toBe('401 Unauthorized');
  });

  it('keeps the generic message for other statuses without error field', () => {
    expect(errorMessage(new HttpError(request, 404, 'Not Found', ''))).toBe(
      'Request failed with status code 404',
    );
    expect(errorMessage(new HttpError(request, 500, 'Internal Server Error', 'panic'))).toBe(
      'Request failed with status code 500',
    );
  });

  it('uses the message of other errors', () => {
    expect(errorMessage(new NetworkError('Network error: ECONNREFUSED', request))).toBe(
      'Network error: ECONNREFUSED',
    );
    expect(errorMessage(new TimeoutError(request, 50))).toBe(
      'Request timed out after 50 ms: GET /api/projects',
    );
    expect(errorMessage(new Error('boom'))).toBe('boom');
  });

  it('never throws on odd values', () => {
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({ error: 'from body' })).toBe('from body');
    expect(errorMessage(undefined)).toBe('');
    expect(errorMessage(null)).toBe('');
    expect(errorMessage(42)).toBe('42');
  });
});

describe('type guards', () => {
  it('tell the classes apart', () => {
    const http = new HttpError(request, 403, 'Forbidden', undefined);
    const network = new NetworkError('down', request);
    const timeout = new TimeoutError(request, 10);
    const invalid = new ResponseValidationError(request, '[0].id', ['[0].id: Invalid type']);
    for (const error of [http, network, timeout, invalid]) {
      expect(isApiError(error)).toBe(true);
      expect(error).toBeInstanceOf(ApiError);
    }
    expect(isHttpError(http)).toBe(true);
    expect(isHttpError(http, 403)).toBe(true);
    expect(isHttpError(http, 404)).toBe(false);
    expect(isHttpError(network)).toBe(false);
    expect(isNetworkError(network)).toBe(true);
    expect(isTimeoutError(timeout)).toBe(true);
    expect(isResponseValidationError(invalid)).toBe(true);
    expect(invalid.message).toBe(
      'Unexpected response from GET /api/projects: [0].id: Invalid type',
    );
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
