/*
 * Issue 29: every path is written once, in the route table of @kizuna/http-api (docs/routes.md).
 * The gateway's handlers take theirs with @Route(routes.name), the SPA's endpoints with
 * routeQuery('name'); these rules refuse a path written anywhere else.
 */

const ROUTE_DOC = 'docs/routes.md';

const gatewayHandlers = [
  {
    selector:
      'Decorator > CallExpression[callee.name=/^(Get|Post|Put|Patch|Delete|All|Head|Options|HttpCode|RequestMapping)$/]',
    message: `A handler takes its method, path and status from its route-table entry: @Route(routes.name) (${ROUTE_DOC}).`,
  },
  {
    selector: "Decorator > CallExpression[callee.name='Controller'][arguments.length>0]",
    message: `Paths come from the route table, so @Controller() takes no prefix (${ROUTE_DOC}).`,
  },
];

const webEndpoints = [
  {
    selector: "Property[key.name='url'] > :matches(Literal, TemplateLiteral, BinaryExpression)",
    message: `An endpoint's URL comes from the route table: query: routeQuery('name') or routeCall (${ROUTE_DOC}).`,
  },
  {
    selector: "Property[key.name='query'] > ArrowFunctionExpression > :matches(Literal, TemplateLiteral)",
    message: `An endpoint's URL comes from the route table: query: routeQuery('name') (${ROUTE_DOC}).`,
  },
  {
    selector: 'Literal[value=/^\\/?(api\\/|is_admin)/]',
    message: `A gateway path is written once, in the route table (${ROUTE_DOC}).`,
  },
  {
    selector: 'TemplateElement[value.raw=/^\\/?(api\\/|is_admin)/]',
    message: `A gateway path is written once, in the route table (${ROUTE_DOC}).`,
  },
];

/** Rules of @kizuna/proto/rules the SPA takes instead of writing them again (issue 46). */
const webRules = [
  {
    selector: 'Literal[value=/^\\/?(api\\/|is_admin)/]',
    message: `A gateway path is written once, in the route table: routeUrl('name') (${ROUTE_DOC}).`,
  },
  {
    selector: 'TemplateElement[value.raw=/^\\/?(api\\/|is_admin)/]',
    message: `A gateway path is written once, in the route table: routeUrl('name') (${ROUTE_DOC}).`,
  },
  {
    selector: "BinaryExpression[operator='*'][left.value=9]",
    message: 'Tokyo time is a shared rule: TOKYO_OFFSET_MS, formatTokyo or tokyoDateStamp of @kizuna/proto/rules.',
  },
];

export const routeTableOnly = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.spec.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...webRules] },
  },
  {
    files: ['services/gateway/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...gatewayHandlers] },
  },
  {
    files: ['web/src/api/**/*.ts'],
    // route-call.ts is where the table's paths become fetch arguments.
    ignores: ['web/src/api/route-call.ts', 'web/src/api/**/*.spec.ts'],
    // Both lists: a later block's options replace an earlier one's for the same rule.
    rules: { 'no-restricted-syntax': ['error', ...webEndpoints, ...webRules.slice(2)] },
  },
];
