import type { TestProject } from 'vitest/node';
import { prepareTemplate, removeTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await prepareTemplate();
  project.provide('dbTemplate', template);
  return () => removeTemplate(template);
}
