import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ACCOUNT_MESSAGES } from './accountMessages';

/**
 * The message descriptors of the domain packages (`@semaphore-console/validation`'s
 * `validationMessages`, `@semaphore-console/permissions`' `permissionMessages`) declared again
 * with lingui's `msg` so that `lingui extract` puts their ids into the catalogs and they get
 * translated. `domainMessages.test.ts` fails when a package adds or changes a message that is
 * not mirrored here.
 */
export const DOMAIN_MESSAGES: readonly MessageDescriptor[] = [
  ...ACCOUNT_MESSAGES,
  msg({ id: 'validation.projectNameRequired', message: 'Project name is required' }),
  msg({ id: 'validation.backupFileRequired', message: 'Backup file is required' }),
  msg({ id: 'validation.mustBeInteger', message: 'Must be an integer' }),
  msg({ id: 'validation.mustBeZeroOrGreater', message: 'Must be 0 or greater' }),
  msg({ id: 'validation.templateRequired', message: 'Template is required' }),
  msg({ id: 'validation.cronRequired', message: 'Cron is required' }),
  msg({ id: 'validation.buildVersionRequired', message: 'Build version is required' }),
  msg({ id: 'validation.surveyValueRequired', message: '{title} is required' }),
  msg({ id: 'validation.surveyValueInteger', message: '{title} must be an integer' }),
  msg({ id: 'validation.surveyValueChoice', message: '{title} must be one of the offered values' }),
  msg({ id: 'validation.startVersionRequired', message: 'Start version is required' }),
  msg({ id: 'validation.buildTemplateRequired', message: 'Build template is required' }),
  msg({ id: 'validation.playbookRequired', message: 'Playbook filename is required' }),
  msg({ id: 'validation.inventoryRequired', message: 'Inventory is required' }),
  msg({ id: 'validation.repositoryRequired', message: 'Repository is required' }),
  msg({ id: 'validation.environmentRequired', message: 'Environment is required' }),
  msg({ id: 'validation.argumentsJsonArray', message: 'Arguments must be a JSON array' }),
  msg({ id: 'validation.argumentRequired', message: 'Argument is required' }),
  msg({ id: 'validation.titleRequired', message: 'Title is required' }),
  msg({ id: 'validation.enumNeedsValues', message: 'Enumeration must have values.' }),
  msg({ id: 'validation.enumUniqueNames', message: 'Enumeration values must have unique names.' }),
  msg({ id: 'validation.enumValueNameEmpty', message: 'Value name cannot be empty.' }),
  msg({
    id: 'validation.vaultOneDefault',
    message: 'Only one vault may have the default (empty) name',
  }),
  msg({ id: 'validation.vaultUniqueNames', message: 'Vault names must be unique' }),
  msg({ id: 'validation.vaultTypeRequired', message: 'Vault type is required' }),
  msg({ id: 'validation.vaultPasswordRequired', message: 'vault password is required' }),
  msg({ id: 'validation.vaultScriptRequired', message: 'script path is required' }),
  msg({
    id: 'validation.vaultScriptSuffix',
    message: "script path must end with '-client' and an extension",
  }),
  msg({ id: 'validation.userCredentialsRequired', message: 'User credentials are required' }),
  msg({ id: 'validation.typeRequired', message: 'Type is required' }),
  msg({ id: 'validation.inventoryPathRequired', message: 'Path to inventory file is required' }),
  msg({ id: 'validation.workspaceNameRequired', message: 'Workspace name is required' }),
  msg({ id: 'validation.extraVariablesJson', message: 'Extra variables must be valid JSON' }),
  msg({
    id: 'validation.environmentVariablesJson',
    message: 'Environment variables must be valid JSON',
  }),
  msg({ id: 'validation.notTable', message: "Can't be displayed as table." }),
  msg({ id: 'validation.privateKeyRequired', message: 'Private key is required' }),
  msg({ id: 'validation.urlRequired', message: 'URL or path is required' }),
  msg({ id: 'validation.incorrectUrl', message: 'incorrect URL' }),
  msg({ id: 'validation.branchRequired', message: 'Branch is required' }),
  msg({ id: 'validation.accessKeyRequired', message: 'Access key is required' }),
  msg({ id: 'validation.userRequired', message: 'User is required' }),
  msg({ id: 'validation.roleRequired', message: 'Role is required' }),
  msg({ id: 'validation.valueSourceRequired', message: 'Value Source is required' }),
  msg({ id: 'validation.bodyDataTypeRequired', message: 'Body Data Type is required' }),
  msg({ id: 'validation.keyRequired', message: 'Key is required' }),
  msg({ id: 'validation.variableRequired', message: 'Variable is required' }),
  msg({ id: 'validation.matchSourceRequired', message: 'Match source is required' }),
  msg({ id: 'validation.bodyDataFormatRequired', message: 'Body Data Format is required' }),
  msg({ id: 'validation.comparisonMethodRequired', message: 'Comparison Method is required' }),
  msg({ id: 'validation.valueRequired', message: 'Value is required' }),
  msg({ id: 'validation.appIdRequired', message: 'ID is required' }),
  msg({ id: 'validation.invalidValue', message: 'Invalid value' }),
  msg({ id: 'permissions.notice.canRunAnyTasks', message: 'You can run any tasks' }),
  msg({ id: 'permissions.notice.readOnlyAccess', message: 'You have read-only access' }),
];

/**
 * Translates a domain package's message (a validation `FormIssue` or a permission notice): its
 * `id` from the catalog, `values` filled in, the English `message` as the fallback.
 */
export function translateDomainMessage(
  i18n: I18n,
  message: { id: string; message: string; values?: Readonly<Record<string, string | number>> },
): string {
  const descriptor = { id: message.id, message: message.message, values: { ...message.values } };
  return i18n._(descriptor);
}
