import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { isWebRoutePath, WEB_ROUTE_SEGMENTS } from './web-routes';

const ROUTES_FILE = join(__dirname, '..', '..', '..', '..', 'web', 'src', 'app', 'routes.tsx');

const stringProperty = (object: ts.ObjectLiteralExpression, name: string): string | undefined => {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name && ts.isStringLiteral(property.initializer)) {
      return property.initializer.text;
    }
  }
  return undefined;
};

const childrenOf = (object: ts.ObjectLiteralExpression): ts.ArrayLiteralExpression | undefined => {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'children' && ts.isArrayLiteralExpression(property.initializer)) {
      return property.initializer;
    }
  }
  return undefined;
};

/** The first segments of the client's top-level routes: layout routes (no path, or `/`) are walked through, `*` is the catch-all. */
const segmentsOf = (routes: ts.ArrayLiteralExpression, into: Set<string>): Set<string> => {
  for (const element of routes.elements) {
    if (!ts.isObjectLiteralExpression(element)) continue;
    const path = stringProperty(element, 'path');
    if (path === undefined || path === '/') {
      const children = childrenOf(element);
      if (children) segmentsOf(children, into);
    } else if (path !== '*') into.add(path.split('/')[0]!);
  }
  return into;
};

/** The array `routes(queryClient)` returns, found in the source (the module itself needs a browser's imports). */
const clientRouteSegments = (): Set<string> => {
  const source = ts.createSourceFile(ROUTES_FILE, readFileSync(ROUTES_FILE, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let found: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (
      !found &&
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'routes' &&
      node.initializer &&
      ts.isArrowFunction(node.initializer)
    ) {
      const body = node.initializer.body;
      if (ts.isArrayLiteralExpression(body)) found = body;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`no routes array in ${ROUTES_FILE}`);
  return segmentsOf(found, new Set());
};

describe("the web client's route segments at the gateway", () => {
  it('are exactly the first segments of the routes the client defines', () => {
    expect([...WEB_ROUTE_SEGMENTS].sort()).toEqual([...clientRouteSegments()].sort());
  });

  it('let the home page, routed pages and deep links through, case-insensitively as React Router matches', () => {
    for (const path of [
      '/',
      '/sign_in',
      '/developer_apps/0a3c',
      '/Developer_Apps',
      '/marketplace/nope',
      '/reference/rest/docs/projects',
      '/admin/x',
    ]) {
      expect(isWebRoutePath(path)).toBe(true);
    }
  });

  it('know a first segment no route has', () => {
    for (const path of ['/does-not-exist', '/apps/123', '/settings.html', '/%E0%A4%A', '/.env', '/wp-login.php']) {
      expect(isWebRoutePath(path)).toBe(false);
    }
  });
});
