import { describe, expect, it } from 'vitest';
import { cognitoShapedToken } from '../../../scripts/peer/cognitoShapedToken';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

describe('the token the simulator is given', () => {
  const local = [part({ alg: 'RS256', kid: 'k' }), part({ iss: 'http://127.0.0.1:4000/cognito/us-east-2_dfuseLocal', sub: 's', email_lower: 'alex@example.com' }), 'signature'].join('.');

  it('has a Cognito issuer and every other claim, header and signature of the local token', () => {
    const shaped = cognitoShapedToken(local, 'us-east-2_dfuseLocal', 'us-east-2');
    expect(claimsOf(shaped)).toEqual({ iss: 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_dfuseLocal', sub: 's', email_lower: 'alex@example.com' });
    expect(shaped.split('.')[0]).toBe(local.split('.')[0]);
    expect(shaped.split('.')[2]).toBe('signature');
  });

  it('refuses what is not a JWT', () => {
    expect(() => cognitoShapedToken('not-a-token', 'p', 'r')).toThrow('Not a JWT.');
  });
});
