import { routes } from '@kizuna/http-api';
import { Controller, Header } from '@nestjs/common';
import { Route } from '../http/route.decorator.js';
import { openApiDocument, type OpenApiDocument } from '@kizuna/http-api';
import { SWAGGER_UI_PREFIX } from './swagger-ui-files.js';

/** The page loads only files of this server (the CSP allows no inline script): styles, Swagger UI, then init.js. */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Kizuna HTTP API</title>
    <link rel="stylesheet" href="${SWAGGER_UI_PREFIX}/swagger-ui.css" />
    <link rel="stylesheet" href="${SWAGGER_UI_PREFIX}/index.css" />
    <link rel="icon" type="image/png" href="${SWAGGER_UI_PREFIX}/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${SWAGGER_UI_PREFIX}/swagger-ui-bundle.js"></script>
    <script src="${SWAGGER_UI_PREFIX}/swagger-ui-standalone-preset.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/docs/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'BaseLayout',
});
`;

/** The API documentation (when API_DOCS is on): the OpenAPI document built from @kizuna/http-api, and Swagger UI. */
@Controller()
export class DocsController {
  private document: OpenApiDocument | null = null;

  @Route(routes.docsPage)
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return PAGE;
  }

  @Route(routes.openapiDocument)
  openApi(): OpenApiDocument {
    return (this.document ??= openApiDocument());
  }

  @Route(routes.docsScript)
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  init(): string {
    return INIT;
  }
}
