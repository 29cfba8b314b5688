import tseslint from 'typescript-eslint';

export default tseslint.config(
  // web/src/api/generated: GraphQL Code Generator's output (npm run codegen), checked by its own test
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'web/src/api/generated/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
);
