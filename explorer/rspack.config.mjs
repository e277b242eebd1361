// GraphiQL as one static bundle in dist/ (scripts/lib.mjs builds it with the other workspaces); the
// gateway serves dist/index.html at GET /graphql to a browser and the rest under /graphql/explorer/.
import path from 'node:path';
import { rspack } from '@rspack/core';

export default {
  mode: 'production',
  context: import.meta.dirname,
  entry: { explorer: './src/main.ts' },
  output: {
    path: path.join(import.meta.dirname, 'dist'),
    publicPath: '/graphql/explorer/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
      // graphiql's package.json says it has no side effects: its style sheet would be dropped
      // graphiql's package.json declares no side effects: without this its style sheet would be dropped
      { test: /\.css$/, type: 'css/auto', sideEffects: true },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({
      title: 'Cigogne GraphQL explorer',
      templateContent: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Cigogne GraphQL explorer</title>
</head>
<body style="margin:0;height:100vh"><div id="explorer" style="height:100%"></div></body>
</html>
`,
    }),
  ],
  performance: { hints: false },
  devtool: false,
};
