import { defineBackend } from '@aws-amplify/backend';
import { auth } from './auth/resource';
import { preTokenGeneration } from './auth/pre-token-generation/resource';
import { data } from './data/resource';

const backend = defineBackend({ auth, data, preTokenGeneration });

const { cfnUserPool, cfnUserPoolClient, cfnIdentityPool } = backend.auth.resources.cfnResources;

// No guest identities: nothing in the product is readable without signing in (DESIGN.md 4).
cfnIdentityPool.allowUnauthenticatedIdentities = false;

// The spec's sign-in and reset messages name an unknown account ('No account exists with
// that email.'), which needs Cognito to report UserNotFoundException rather than mask it.
cfnUserPoolClient.preventUserExistenceErrors = 'LEGACY';

// Password policy, set explicitly so it cannot drift with library defaults (spec part 1, 5).
cfnUserPool.policies = {
  passwordPolicy: {
    minimumLength: 8,
    requireLowercase: true,
    requireUppercase: true,
    requireNumbers: true,
    requireSymbols: true,
  },
};

// The access-token claim that owner rules need requires the V2_0 pre-token-generation
// event, which Cognito only offers on the Essentials feature plan. defineAuth wires the
// trigger (and its invoke permission) as V1_0; replace that entry with the V2_0 one.
cfnUserPool.userPoolTier = 'ESSENTIALS';
cfnUserPool.addPropertyDeletionOverride('LambdaConfig.PreTokenGeneration');
cfnUserPool.addPropertyOverride('LambdaConfig.PreTokenGenerationConfig', {
  LambdaArn: backend.preTokenGeneration.resources.lambda.functionArn,
  LambdaVersion: 'V2_0',
});
