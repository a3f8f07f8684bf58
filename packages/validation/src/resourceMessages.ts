/**
 * The validation messages of the project and resource forms, each its own export (the form
 * core's and the account forms' are in formMessages.ts).
 *
 * Source: spec core §5, spec resources §5 and §4 (extra variables table), spec resources §8.
 */
import { defineMessage } from './message';

// project (core §5)
export const projectNameRequired = defineMessage('projectNameRequired', 'Project name is required');
export const backupFileRequired = defineMessage('backupFileRequired', 'Backup file is required');

// schedule (core §5)
export const templateRequired = defineMessage('templateRequired', 'Template is required');
export const cronRequired = defineMessage('cronRequired', 'Cron is required');

// task form (core §5)
export const buildVersionRequired = defineMessage(
  'buildVersionRequired',
  'Build version is required',
);
export const surveyValueRequired = defineMessage('surveyValueRequired', '{title} is required');
export const surveyValueInteger = defineMessage('surveyValueInteger', '{title} must be an integer');
export const surveyValueChoice = defineMessage(
  'surveyValueChoice',
  '{title} must be one of the offered values',
);

// template (core §5)
export const startVersionRequired = defineMessage(
  'startVersionRequired',
  'Start version is required',
);
export const buildTemplateRequired = defineMessage(
  'buildTemplateRequired',
  'Build template is required',
);
export const playbookRequired = defineMessage('playbookRequired', 'Playbook filename is required');
export const inventoryRequired = defineMessage('inventoryRequired', 'Inventory is required');
export const repositoryRequired = defineMessage('repositoryRequired', 'Repository is required');
export const environmentRequired = defineMessage('environmentRequired', 'Environment is required');
export const argumentsJsonArray = defineMessage(
  'argumentsJsonArray',
  'Arguments must be a JSON array',
);
export const argumentRequired = defineMessage('argumentRequired', 'Argument is required');

// survey variable (core §5)
export const titleRequired = defineMessage('titleRequired', 'Title is required');
export const enumNeedsValues = defineMessage('enumNeedsValues', 'Enumeration must have values.');
export const enumUniqueNames = defineMessage(
  'enumUniqueNames',
  'Enumeration values must have unique names.',
);
export const enumValueNameEmpty = defineMessage(
  'enumValueNameEmpty',
  'Value name cannot be empty.',
);

// vaults (core §5, resources §5)
export const vaultOneDefault = defineMessage(
  'vaultOneDefault',
  'Only one vault may have the default (empty) name',
);
export const vaultUniqueNames = defineMessage('vaultUniqueNames', 'Vault names must be unique');
export const vaultTypeRequired = defineMessage('vaultTypeRequired', 'Vault type is required');
export const vaultPasswordRequired = defineMessage(
  'vaultPasswordRequired',
  'vault password is required',
);
export const vaultScriptRequired = defineMessage('vaultScriptRequired', 'script path is required');
export const vaultScriptSuffix = defineMessage(
  'vaultScriptSuffix',
  "script path must end with '-client' and an extension",
);

// inventory (resources §5)
export const userCredentialsRequired = defineMessage(
  'userCredentialsRequired',
  'User credentials are required',
);
export const typeRequired = defineMessage('typeRequired', 'Type is required');
export const inventoryPathRequired = defineMessage(
  'inventoryPathRequired',
  'Path to inventory file is required',
);
export const workspaceNameRequired = defineMessage(
  'workspaceNameRequired',
  'Workspace name is required',
);

// environment (resources §5)
export const extraVariablesJson = defineMessage(
  'extraVariablesJson',
  'Extra variables must be valid JSON',
);
export const environmentVariablesJson = defineMessage(
  'environmentVariablesJson',
  'Environment variables must be valid JSON',
);
export const notTable = defineMessage('notTable', "Can't be displayed as table.");

// key (resources §5)
export const privateKeyRequired = defineMessage('privateKeyRequired', 'Private key is required');

// repository (resources §5)
export const urlRequired = defineMessage('urlRequired', 'URL or path is required');
export const incorrectUrl = defineMessage('incorrectUrl', 'incorrect URL');
export const branchRequired = defineMessage('branchRequired', 'Branch is required');
export const accessKeyRequired = defineMessage('accessKeyRequired', 'Access key is required');

// team (resources §5)
export const userRequired = defineMessage('userRequired', 'User is required');
export const roleRequired = defineMessage('roleRequired', 'Role is required');

// extract value and matcher (resources §5)
export const valueSourceRequired = defineMessage('valueSourceRequired', 'Value Source is required');
export const bodyDataTypeRequired = defineMessage(
  'bodyDataTypeRequired',
  'Body Data Type is required',
);
export const keyRequired = defineMessage('keyRequired', 'Key is required');
export const variableRequired = defineMessage('variableRequired', 'Variable is required');
export const matchSourceRequired = defineMessage('matchSourceRequired', 'Match source is required');
export const bodyDataFormatRequired = defineMessage(
  'bodyDataFormatRequired',
  'Body Data Format is required',
);
export const comparisonMethodRequired = defineMessage(
  'comparisonMethodRequired',
  'Comparison Method is required',
);
export const valueRequired = defineMessage('valueRequired', 'Value is required');

// app (resources §5)
export const appIdRequired = defineMessage('appIdRequired', 'ID is required');
