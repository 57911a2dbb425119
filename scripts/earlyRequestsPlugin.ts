/**
 * A Vite plugin (issue 30, "Break the chain"): index.html carries src/boot/earlyRequests.ts inline,
 * first in <head>, with the plan for this build (scripts/earlyRequestsPlan.ts), so a signed-in
 * screen's sign-in check and reads leave with the page instead of after its scripts. In the dev
 * server too, so the end-to-end tests run the same path people get.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { Plugin } from 'vite';
import type { EarlyPlan } from '../src/boot/earlyRequests';
import { earlyRequestsPlan, type Outputs, type SignedInRoute } from './earlyRequestsPlan.ts';
import { routeModules } from './routePreload.ts';

/** The inline script: the boot module's source as plain JavaScript, then its call with `plan`. */
export function earlyRequestsScript(bootFile: string, plan: EarlyPlan): string {
  const { outputText } = ts.transpileModule(readFileSync(bootFile, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  const body = outputText.replace(/^export \{\};?$/gm, '').replace(/^export /gm, '');
  return `(()=>{${body}startEarlyRequests(${JSON.stringify(plan)})})()`;
}

export interface EarlyRequestsOptions {
  routerFile: string;
  bootFile: string;
  /** The layout element of the signed-in screens: each of them sends the sign-in check. */
  signedInLayout: string;
  /** The module whose import in a route's loader marks a route that reads ahead. */
  prefetchModule: string;
  outputs: Outputs;
  localCloudUrl?: string;
}

/** The signed-in screens' routes, and whether each reads ahead (its loader imports the prefetch module). */
export function signedInRoutes(options: Pick<EarlyRequestsOptions, 'routerFile' | 'signedInLayout' | 'prefetchModule'>): SignedInRoute[] {
  return routeModules(options.routerFile)
    .filter((route) => route.layouts.includes(options.signedInLayout))
    .map((route) => ({ pattern: route.pattern, readsAhead: route.modules.includes(options.prefetchModule) }));
}

export function earlyRequests(options: EarlyRequestsOptions): Plugin {
  return {
    name: 'dfuse-early-requests',
    transformIndexHtml() {
      const plan = earlyRequestsPlan(options.outputs, signedInRoutes(options), options.localCloudUrl);
      return [{ tag: 'script', children: earlyRequestsScript(options.bootFile, plan), injectTo: 'head-prepend' }];
    },
  };
}
