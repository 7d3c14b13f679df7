import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import { ROLES } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { AUDITED, type AuditSpec } from '../common/audited';

type Route = { controller: string; handler: string; method: string; path: string; spec?: AuditSpec };

/** Every route of every controller in src/, as Nest will register it. */
async function routes(): Promise<Route[]> {
  const sources = join(process.cwd(), 'src');
  const found: Route[] = [];
  for (const file of readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.controller.ts'))) {
    const module: Record<string, unknown> = await import(join(sources, file));
    for (const controller of Object.values(module)) {
      if (typeof controller !== 'function' || Reflect.getMetadata(PATH_METADATA, controller) === undefined) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const handler of Object.getOwnPropertyNames(prototype)) {
        const method: RequestMethod | undefined = handler === 'constructor' ? undefined : Reflect.getMetadata(METHOD_METADATA, prototype[handler] as object);
        if (method === undefined) continue;
        const roles: Role[] = Reflect.getMetadata(ROLES, prototype[handler] as object) ?? Reflect.getMetadata(ROLES, controller) ?? [];
        if (!roles.includes(Role.Admin)) continue;
        found.push({
          controller: controller.name,
          handler,
          method: RequestMethod[method],
          path: `${Reflect.getMetadata(PATH_METADATA, controller)}/${Reflect.getMetadata(PATH_METADATA, prototype[handler] as object)}`,
          spec: Reflect.getMetadata(AUDITED, prototype[handler] as object) ?? Reflect.getMetadata(AUDITED, controller),
        });
      }
    }
  }
  return found;
}

/** Keeps @Audited true as controllers change: a new admin write, or a route that names its row otherwise, fails here. */
describe('audited admin routes', () => {
  let admin: Route[];
  beforeAll(async () => {
    admin = await routes();
  });

  it('finds the admin controllers', () => {
    expect(new Set(admin.map((r) => r.controller)).size).toBeGreaterThanOrEqual(17);
  });

  it('audits every admin write', () => {
    const writes = admin.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(50);
    expect(writes.filter((r) => !r.spec).map((r) => `${r.method} ${r.path} (${r.controller}.${r.handler})`)).toEqual([]);
  });

  it('reads each written row by a parameter the route has, or treats the route as a create (a POST)', () => {
    const wrong = admin
      .filter((r) => r.method !== 'GET' && r.spec)
      .filter(({ method, path, spec }) => {
        const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
        if (spec!.idParam === null) return method !== 'POST';
        if (params.length) return !params.includes(spec!.idParam);
        return method !== 'POST';
      })
      .map((r) => `${r.method} ${r.path} reads :${r.spec!.idParam} (${r.controller}.${r.handler})`);
    expect(wrong).toEqual([]);
  });

  it('names entities whose primary key is `id`', () => {
    const entities = new Set(admin.flatMap((r) => (r.spec ? [r.spec.entity] : [])));
    for (const entity of entities) {
      expect({ entity: entity.name, table: getMetadataArgsStorage().tables.some((t) => t.target === entity) }).toEqual({ entity: entity.name, table: true });
      expect({ entity: entity.name, id: getMetadataArgsStorage().columns.some((c) => c.target === entity && c.propertyName === 'id' && c.options.primary === true) }).toEqual({
        entity: entity.name,
        id: true,
      });
    }
  });
});
