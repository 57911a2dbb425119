/**
 * AppSync's built-in scalars and directives. The SDL AppSync serves uses them without
 * declaring them, so graphql-js needs the declarations before `buildSchema`, and the
 * scalars need AppSync's behaviour: AWSJSON travels as a JSON-encoded string both ways
 * (stored parsed, like AppSync's DynamoDB maps), the date/time scalars are validated.
 */
import { GraphQLScalarType, Kind, valueFromASTUntyped, type GraphQLSchema, type ValueNode } from 'graphql';

const DIRECTIVES: Record<string, string> = {
  aws_subscribe: 'directive @aws_subscribe(mutations: [String]) on FIELD_DEFINITION',
  aws_iam: 'directive @aws_iam on OBJECT | FIELD_DEFINITION | INTERFACE | UNION | INPUT_OBJECT | ENUM',
  aws_cognito_user_pools:
    'directive @aws_cognito_user_pools(cognito_groups: [String]) on OBJECT | FIELD_DEFINITION | INTERFACE | UNION | INPUT_OBJECT | ENUM',
  aws_api_key: 'directive @aws_api_key on OBJECT | FIELD_DEFINITION | INTERFACE | UNION | INPUT_OBJECT | ENUM',
  aws_oidc: 'directive @aws_oidc on OBJECT | FIELD_DEFINITION | INTERFACE | UNION | INPUT_OBJECT | ENUM',
  aws_lambda: 'directive @aws_lambda on OBJECT | FIELD_DEFINITION | INTERFACE | UNION | INPUT_OBJECT | ENUM',
  aws_auth: 'directive @aws_auth(cognito_groups: [String]) on FIELD_DEFINITION',
};

const OFFSET = '(?:Z|[+-]\\d{2}:\\d{2}(?::\\d{2})?)';
const TIME = '\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?';
const PATTERNS: Record<string, RegExp> = {
  AWSDate: new RegExp(`^\\d{4}-\\d{2}-\\d{2}${OFFSET}?$`),
  AWSTime: new RegExp(`^${TIME}${OFFSET}?$`),
  AWSDateTime: new RegExp(`^\\d{4}-\\d{2}-\\d{2}T${TIME}${OFFSET}$`),
  AWSEmail: /^[^\s@]+@[^\s@]+$/,
  AWSPhone: /^\+?[\d\s().-]{3,}$/,
  AWSIPAddress: /^(?:\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[0-9a-fA-F:]+(?:\/\d{1,3})?)$/,
};

const SCALARS = ['AWSDate', 'AWSTime', 'AWSDateTime', 'AWSTimestamp', 'AWSEmail', 'AWSJSON', 'AWSURL', 'AWSPhone', 'AWSIPAddress'];

/** Declarations for the AppSync scalars and directives the SDL uses but does not declare. */
export function appSyncPrelude(sdl: string): string {
  const lines: string[] = [];
  for (const scalar of SCALARS) if (!new RegExp(`\\bscalar\\s+${scalar}\\b`).test(sdl)) lines.push(`scalar ${scalar}`);
  for (const [name, declaration] of Object.entries(DIRECTIVES)) {
    if (!new RegExp(`directive\\s+@${name}\\b`).test(sdl)) lines.push(declaration);
  }
  return lines.join('\n');
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new TypeError(`Unable to parse ${JSON.stringify(value)} as valid JSON.`);
  }
}

function checkedString(name: string, value: unknown): string {
  if (typeof value !== 'string') throw new TypeError(`Can't serialize value as ${name}: not a string`);
  const pattern = PATTERNS[name];
  if (pattern && !pattern.test(value)) throw new TypeError(`Can't serialize value (${value}) : Unable to parse ${name}`);
  if (name === 'AWSURL') {
    try {
      new URL(value);
    } catch {
      throw new TypeError(`Can't serialize value (${value}) : Unable to parse AWSURL`);
    }
  }
  return value;
}

function literal(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  return valueFromASTUntyped(ast, variables ?? undefined);
}

/** Gives the declared AppSync scalars their AppSync behaviour (mutates the built schema once). */
export function installScalars(schema: GraphQLSchema): void {
  for (const name of SCALARS) {
    const type = schema.getType(name);
    if (!(type instanceof GraphQLScalarType)) continue;
    if (name === 'AWSJSON') {
      type.serialize = (value: unknown) => JSON.stringify(value);
      type.parseValue = parseJson;
      type.parseLiteral = (ast, variables) => (ast.kind === Kind.STRING ? parseJson(ast.value) : literal(ast, variables));
    } else if (name === 'AWSTimestamp') {
      const toInt = (value: unknown) => {
        if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError('AWSTimestamp must be an integer');
        return value;
      };
      type.serialize = toInt;
      type.parseValue = toInt;
      type.parseLiteral = (ast) => (ast.kind === Kind.INT ? Number(ast.value) : toInt(undefined));
    } else {
      // Output is not re-validated: stored values were validated on the way in.
      type.serialize = (value: unknown) => (typeof value === 'string' ? value : String(value));
      type.parseValue = (value: unknown) => checkedString(name, value);
      type.parseLiteral = (ast) => checkedString(name, ast.kind === Kind.STRING ? ast.value : undefined);
    }
  }
}
