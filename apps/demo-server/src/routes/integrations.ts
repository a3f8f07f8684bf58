/**
 * Integrations, matchers, extract values, aliases and the public webhook receiver (API document
 * §5.15, §6.15).
 */
import { Permission } from '@semaphore-console/permissions';
import { ExtractValueBody, IntegrationBody, MatcherBody } from '../bodies';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { type Demo, randomToken } from '../demo';
import { findInProject, need } from '../guard';
import type { Body, Ctx, DemoEnv } from '../http';
import { bool, empty, fail, failJson, idParam, int, intOrNull, json, readBody, str } from '../http';
import {
  type StoredAlias,
  type StoredExtractValue,
  type StoredIntegration,
  type StoredMatcher,
  nextId,
} from '../model';
import type { TaskRunner } from '../runner';
import { aliasOut, sortList } from '../wire';

/** Reads a dotted JSON path (`a.b.0.c`) from a parsed body; undefined when absent. */
export function jsonPath(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('.').filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A webhook request as the receiver sees it. */
export interface WebhookRequest {
  headers: Headers;
  body: string;
}

/** Whether one matcher matches the request (§6.15.5). */
export function matcherMatches(m: StoredMatcher, req: WebhookRequest): boolean {
  let actual: string;
  if (m.match_type === 'header') actual = req.headers.get(m.key) ?? '';
  else if (m.body_data_type === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(req.body);
    } catch {
      return false;
    }
    actual = asText(jsonPath(parsed, m.key));
  } else actual = req.body;
  switch (m.method) {
    case 'unequals':
      return actual !== m.value;
    case 'contains':
      return actual.includes(m.value);
    default:
      return actual === m.value;
  }
}

/** The value of one extract value for the request (§6.15.5), as a string. */
export function extractValue(v: StoredExtractValue, req: WebhookRequest): string {
  if (v.value_source === 'header') return req.headers.get(v.key) ?? '';
  if (v.body_data_type === 'json') {
    try {
      return asText(jsonPath(JSON.parse(req.body), v.key));
    } catch {
      return '';
    }
  }
  return req.body;
}

function hmacHex(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Registers the integration routes and the webhook receiver. */
export function registerIntegrationRoutes(
  app: Hono<DemoEnv>,
  demo: Demo,
  runner: TaskRunner,
): void {
  const P = '/api/project/:project_id/integrations';

  const newAlias = (projectId: number, integrationId: number | null): StoredAlias => {
    const alias: StoredAlias = {
      id: nextId(demo.state, 'aliases'),
      alias: randomToken(24)
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 16),
      project_id: projectId,
      integration_id: integrationId,
    };
    demo.state.aliases.push(alias);
    demo.changed();
    return alias;
  };

  // Project-level aliases (registered before `/:integration_id`).
  app.get(`${P}/aliases`, (c) => {
    const pid = c.get('project').id;
    return json(
      c,
      demo.state.aliases
        .filter((a) => a.project_id === pid && a.integration_id === null)
        .map(aliasOut),
    );
  });
  app.post(`${P}/aliases`, (c) => {
    need(c, Permission.manageProjectResources);
    return json(c, aliasOut(newAlias(c.get('project').id, null)));
  });
  app.delete(`${P}/aliases/:alias_id`, (c) => {
    need(c, Permission.manageProjectResources);
    const id = idParam(c, 'alias_id');
    const pid = c.get('project').id;
    demo.state.aliases = demo.state.aliases.filter(
      (a) => !(a.id === id && a.project_id === pid && a.integration_id === null),
    );
    demo.changed();
    return empty(c);
  });

  // Integrations.
  app.get(P, (c) => {
    const pid = c.get('project').id;
    const list = demo.state.integrations.filter((i) => i.project_id === pid);
    return json(
      c,
      sortList(list, c.req.query('sort'), c.req.query('order'), { name: (i) => i.name }),
    );
  });
  const findIntegration = (c: Ctx) => findInProject(c, demo.state.integrations, 'integration_id');
  /**
   * The matcher or extract value named by path parameter `param` in `list`, of the URL's
   * integration (§6.15.2, §6.15.3); a missing one answers 400, with `error` as its JSON error when
   * given, else with an empty body.
   */
  const findOfIntegration = <T extends { id: number; integration_id: number }>(
    c: Ctx,
    list: T[],
    param: string,
    error?: string,
  ): T => {
    const integration = findIntegration(c);
    const id = idParam(c, param);
    const item = list.find((x) => x.id === id && x.integration_id === integration.id);
    if (!item) return error === undefined ? fail(400) : failJson(400, error);
    return item;
  };
  /**
   * `list` without the matcher or extract value named by path parameter `param` of the URL's
   * integration (§6.15.2, §6.15.3); a missing one is no error.
   */
  const withoutOfIntegration = <T extends { id: number; integration_id: number }>(
    c: Ctx,
    list: T[],
    param: string,
  ): T[] => {
    const integration = findIntegration(c);
    const id = idParam(c, param);
    return list.filter((x) => !(x.id === id && x.integration_id === integration.id));
  };
  /**
   * The URL's integration and the body of a new matcher or extract value, whose `integration_id`
   * must be the URL's (§6.15.2, §6.15.3), else 400.
   */
  const integrationAndBody = async (
    c: Ctx,
    schema: typeof MatcherBody | typeof ExtractValueBody,
  ) => {
    const integration = findIntegration(c);
    const body = await readBody(c, schema);
    if (int(body, 'integration_id') !== integration.id)
      failJson(400, 'Extractor ID in body and URL must be the same');
    return { integration, body };
  };
  const readIntegration = (body: Body) => ({
    name: str(body, 'name'),
    template_id: int(body, 'template_id'),
    auth_method: str(body, 'auth_method'),
    auth_secret_id: intOrNull(body, 'auth_secret_id'),
    auth_header: str(body, 'auth_header'),
    searchable: bool(body, 'searchable'),
    task_params:
      typeof body.task_params === 'object' &&
      body.task_params !== null &&
      !Array.isArray(body.task_params)
        ? (body.task_params as Record<string, unknown>)
        : null,
  });
  app.post(P, async (c) => {
    need(c, Permission.manageProjectResources);
    const pid = c.get('project').id;
    let body: Body;
    try {
      body = await readBody(c, IntegrationBody);
    } catch {
      failJson(400, 'Project ID in body and URL must be the same');
    }
    if (body.project_id !== pid) failJson(400, 'Project ID in body and URL must be the same');
    const fields = readIntegration(body);
    if (!fields.name) failJson(400, 'No Name set for integration');
    // [SQL] quirk (§5.15): task_params is never written; the 201 answer still echoes it.
    const integration: StoredIntegration = {
      id: nextId(demo.state, 'integrations'),
      project_id: pid,
      ...fields,
      task_params: null,
    };
    demo.state.integrations.push(integration);
    return json(c, { ...integration, task_params: fields.task_params }, 201);
  });
  app.get(`${P}/:integration_id`, (c) => json(c, findIntegration(c)));
  app.put(`${P}/:integration_id`, async (c) => {
    need(c, Permission.manageProjectResources);
    const integration = findIntegration(c);
    const body = await readBody(c, IntegrationBody);
    if (int(body, 'id') !== integration.id)
      failJson(400, 'Integration ID in body and URL must be the same');
    if (int(body, 'project_id') !== integration.project_id)
      failJson(400, 'Project ID in body and URL must be the same');
    const fields = readIntegration(body);
    if (!fields.name) failJson(400, 'No Name set for integration');
    Object.assign(integration, { ...fields, task_params: integration.task_params });
    return empty(c);
  });
  app.delete(`${P}/:integration_id`, (c) => {
    need(c, Permission.manageProjectResources);
    const integration = findIntegration(c);
    const { state } = demo;
    state.integrations = state.integrations.filter((i) => i.id !== integration.id);
    state.matchers = state.matchers.filter((m) => m.integration_id !== integration.id);
    state.extractValues = state.extractValues.filter((v) => v.integration_id !== integration.id);
    state.aliases = state.aliases.filter((a) => a.integration_id !== integration.id);
    return empty(c);
  });
  app.get(`${P}/:integration_id/refs`, (c) => {
    findIntegration(c);
    return json(c, { matchers: null, values: null });
  });

  // Matchers (§6.15.2).
  const validateMatcher = (body: Body) => {
    if (!str(body, 'match_type')) failJson(400, 'No Match Type set');
    if (!str(body, 'key')) failJson(400, 'No key set');
    if (!str(body, 'value')) failJson(400, 'No value set');
    if (!str(body, 'name')) failJson(400, 'No Name set for integration');
  };
  const matcherFields = (body: Body) => ({
    name: str(body, 'name'),
    match_type: str(body, 'match_type'),
    method: str(body, 'method'),
    body_data_type: str(body, 'body_data_type'),
    key: str(body, 'key'),
    value: str(body, 'value'),
  });
  app.get(`${P}/:integration_id/matchers`, (c) => {
    const integration = findIntegration(c);
    return json(
      c,
      demo.state.matchers
        .filter((m) => m.integration_id === integration.id)
        .sort((a, b) => a.id - b.id),
    );
  });
  const findMatcher = (c: Ctx) => findOfIntegration(c, demo.state.matchers, 'matcher_id');
  app.get(`${P}/:integration_id/matchers/:matcher_id`, (c) => json(c, findMatcher(c)));
  app.get(`${P}/:integration_id/matchers/:matcher_id/refs`, (c) => {
    findMatcher(c);
    return json(c, { integrations: [] });
  });
  app.post(`${P}/:integration_id/matchers`, async (c) => {
    need(c, Permission.manageProjectResources);
    const { integration, body } = await integrationAndBody(c, MatcherBody);
    validateMatcher(body);
    const matcher: StoredMatcher = {
      id: nextId(demo.state, 'matchers'),
      integration_id: integration.id,
      ...matcherFields(body),
    };
    demo.state.matchers.push(matcher);
    return json(c, matcher, 200);
  });
  app.put(`${P}/:integration_id/matchers/:matcher_id`, async (c) => {
    need(c, Permission.manageProjectResources);
    findIntegration(c);
    const body = await readBody(c, MatcherBody);
    validateMatcher(body);
    // The server updates the row named by the body's `id` and `integration_id` (§6.15.2).
    const target = demo.state.matchers.find(
      (m) => m.id === int(body, 'id') && m.integration_id === int(body, 'integration_id'),
    );
    if (target) Object.assign(target, matcherFields(body));
    return empty(c);
  });
  app.delete(`${P}/:integration_id/matchers/:matcher_id`, (c) => {
    need(c, Permission.manageProjectResources);
    demo.state.matchers = withoutOfIntegration(c, demo.state.matchers, 'matcher_id');
    return empty(c);
  });

  // Extract values (§6.15.3).
  const validateValue = (v: Omit<StoredExtractValue, 'id' | 'integration_id'>) => {
    if (!v.value_source) failJson(400, 'No Value Source defined');
    if (!v.name) failJson(400, 'No Name set for integration');
    if (v.value_source === 'body') {
      if (!v.body_data_type) failJson(400, 'Value Source but no body data type set');
      if (v.body_data_type === 'json' && !v.key)
        failJson(400, 'No Key set for JSON Body Data extraction.');
    } else if (!v.key) failJson(400, 'Value Source set but no Key set');
  };
  const valueFields = (body: Body, base?: StoredExtractValue) => {
    const pick = (k: keyof StoredExtractValue & string) =>
      body[k] === undefined && base ? (base[k] as string) : str(body, k);
    return {
      name: pick('name'),
      value_source: pick('value_source'),
      body_data_type: pick('body_data_type'),
      key: pick('key'),
      variable: pick('variable'),
    };
  };
  app.get(`${P}/:integration_id/values`, (c) => {
    const integration = findIntegration(c);
    const list = demo.state.extractValues.filter((v) => v.integration_id === integration.id);
    return json(
      c,
      sortList(list, c.req.query('sort'), c.req.query('order'), { name: (v) => v.name }),
    );
  });
  const findValue = (c: Ctx) =>
    findOfIntegration(
      c,
      demo.state.extractValues,
      'value_id',
      'Failed to get IntegrationExtractValue, sql: no rows in result set',
    );
  app.get(`${P}/:integration_id/values/:value_id`, (c) => json(c, findValue(c)));
  app.get(`${P}/:integration_id/values/:value_id/refs`, (c) => {
    findValue(c);
    return json(c, { integrations: [] });
  });
  app.post(`${P}/:integration_id/values`, async (c) => {
    need(c, Permission.manageProjectResources);
    const { integration, body } = await integrationAndBody(c, ExtractValueBody);
    const fields = valueFields(body);
    validateValue(fields);
    const value: StoredExtractValue = {
      id: nextId(demo.state, 'extractValues'),
      integration_id: integration.id,
      ...fields,
    };
    demo.state.extractValues.push(value);
    return json(c, value, 201);
  });
  app.put(`${P}/:integration_id/values/:value_id`, async (c) => {
    need(c, Permission.manageProjectResources);
    const value = findValue(c);
    const body = await readBody(c, ExtractValueBody);
    if (body.id !== undefined && int(body, 'id') !== 0 && int(body, 'id') !== value.id) {
      failJson(400, 'Value ID in body and URL must be the same');
    }
    const fields = valueFields(body, value);
    validateValue(fields);
    Object.assign(value, fields);
    return empty(c);
  });
  app.delete(`${P}/:integration_id/values/:value_id`, (c) => {
    need(c, Permission.manageProjectResources);
    demo.state.extractValues = withoutOfIntegration(c, demo.state.extractValues, 'value_id');
    return empty(c);
  });

  // Aliases of one integration (§6.15.4).
  app.get(`${P}/:integration_id/aliases`, (c) => {
    const integration = findIntegration(c);
    return json(
      c,
      demo.state.aliases.filter((a) => a.integration_id === integration.id).map(aliasOut),
    );
  });
  app.post(`${P}/:integration_id/aliases`, (c) => {
    need(c, Permission.manageProjectResources);
    const integration = findIntegration(c);
    return json(c, aliasOut(newAlias(integration.project_id, integration.id)));
  });
  app.delete(`${P}/:integration_id/aliases/:alias_id`, (c) => {
    need(c, Permission.manageProjectResources);
    findIntegration(c);
    const id = idParam(c, 'alias_id');
    const pid = c.get('project').id;
    demo.state.aliases = demo.state.aliases.filter((a) => !(a.id === id && a.project_id === pid));
    demo.changed();
    return empty(c);
  });

  // Public webhook receiver (§6.15.5): always 204.
  const receive = async (c: Ctx) => {
    const alias = demo.state.aliases.find((a) => a.alias === c.req.param('integration_alias'));
    const body = c.req.method === 'POST' ? await c.req.text() : '';
    if (alias) {
      const candidates =
        alias.integration_id === null
          ? demo.state.integrations.filter((i) => i.project_id === alias.project_id && i.searchable)
          : demo.state.integrations.filter((i) => i.id === alias.integration_id);
      const req: WebhookRequest = { headers: c.req.raw.headers, body };
      for (const integration of candidates) fire(integration, req);
    }
    return empty(c);
  };
  const fire = (integration: StoredIntegration, req: WebhookRequest) => {
    const secret =
      demo.state.keys.find((k) => k.id === integration.auth_secret_id)?.login_password.password ??
      '';
    switch (integration.auth_method) {
      case 'github': {
        const sig = req.headers.get('X-Hub-Signature-256') ?? '';
        if (!safeEqual(sig, `sha256=${hmacHex(secret, req.body)}`)) return;
        break;
      }
      case 'hmac':
        if (!safeEqual(req.headers.get(integration.auth_header) ?? '', hmacHex(secret, req.body)))
          return;
        break;
      case 'token':
        if (!safeEqual(req.headers.get(integration.auth_header) ?? '', secret)) return;
        break;
      default:
        break;
    }
    const matchers = demo.state.matchers.filter((m) => m.integration_id === integration.id);
    if (matchers.length === 0 || !matchers.every((m) => matcherMatches(m, req))) return;
    const template = demo.state.templates.find((t) => t.id === integration.template_id);
    if (!template) return;
    const environment: Record<string, string> = {};
    for (const v of demo.state.extractValues.filter((x) => x.integration_id === integration.id)) {
      environment[v.variable] = extractValue(v, req);
    }
    runner.createTask({
      template,
      userId: null,
      integrationId: integration.id,
      fields: { environment: JSON.stringify(environment) },
    });
  };
  app.post('/api/integrations/:integration_alias', receive);
  app.get('/api/integrations/:integration_alias', receive);
  app.options('/api/integrations/:integration_alias', receive);
}
