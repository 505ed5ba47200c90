import type { TestProject } from 'vitest/node';
import { acquireTemplate } from './shared-template';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const { template, release } = acquireTemplate();
  project.provide('dbTemplate', await template);
  return release;
}
