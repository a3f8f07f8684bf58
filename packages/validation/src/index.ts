export { formatMessage, validationMessages } from './messages';
export type { ValidationMessage, ValidationMessageKey } from './messages';
export { formIssues, issueMessage, validateForm } from './issues';
export type { FormIssue, FormResult, MessageValues } from './issues';
export {
  flag,
  isJson,
  nonNegativeInteger,
  objectPath,
  optionalId,
  optionalText,
  requiredChoice,
  requiredId,
  requiredRawText,
  requiredText,
  withRules,
} from './fields';
export type { FormRule } from './fields';
export { changePasswordSchema, signInSchema, userSchema } from './account';
export type { UserFormOptions } from './account';
export { projectSchema, restoreProjectSchema } from './project';
export { DEFAULT_SCHEDULE_CRON, scheduleSchema, viewSchema } from './schedule';
export { TEAM_ROLES, appArgs, appSchema, runnerSchema, teamMemberSchema } from './admin';
export { SURVEY_VAR_TYPES, surveyValueSchema, surveyVarSchema } from './survey';
export type { SurveyVarLike, SurveyVarType } from './survey';
export { VAULT_SCRIPT_PATTERN, VAULT_TYPES, vaultSchema, vaultsSchema } from './vault';
export type { KeyRef, VaultOptions } from './vault';
export {
  APPS_WITHOUT_PLAYBOOK,
  TEMPLATE_TYPES,
  argumentSchema,
  argumentsText,
  isJsonArray,
  taskSchema,
  templateSchema,
} from './template';
export type { TaskTemplate } from './template';
export {
  INVENTORY_TYPES,
  KEY_TYPES,
  REPOSITORY_SCHEMES,
  SECRET_OPERATIONS,
  SECRET_TYPES,
  accessKeyTypesFor,
  environmentSchema,
  inventorySchema,
  isWorkspaceInventory,
  keySchema,
  repositorySchema,
  repositoryUrlType,
} from './resources';
export type { InventoryType, KeyFormOptions, RepositoryUrlType } from './resources';
export {
  AUTH_METHODS,
  BODY_DATA_TYPES,
  MATCH_METHODS,
  VALUE_SOURCES,
  extractValueSchema,
  integrationSchema,
  matcherSchema,
  usesAuthHeader,
} from './integration';
export { extraVariablesToRows, rowsToExtraVariables } from './extraVariables';
export type { ExtraVariableRow, ExtraVariablesTable } from './extraVariables';
export { environmentSecretChanges } from './environmentSecrets';
export type {
  EnvironmentSecretChange,
  EnvironmentSecretChangeOptions,
  EnvironmentSecretRow,
} from './environmentSecrets';
