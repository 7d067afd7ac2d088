/**
 * Docusaurus's default page template with one change: the app's scripts, preloaded in <head>, run only after the first
 * contentful paint (a paint of backgrounds only is not enough), so the server-rendered text shows before a phone
 * spends its time hydrating. In a hidden tab, which does not paint, they run at once; elsewhere after 10 s at most.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>
      (function (sources) {
        function run() {
          sources.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.body.appendChild(script);
          });
        }
        if (document.visibilityState === 'hidden') return run();
        var observer = window.PerformanceObserver;
        if (observer && observer.supportedEntryTypes && observer.supportedEntryTypes.indexOf('paint') !== -1) {
          var paints = new observer(function (list) {
            if (list.getEntriesByName('first-contentful-paint').length) start();
          });
          var fallback = setTimeout(start, 10000);
          function start() {
            paints.disconnect();
            clearTimeout(fallback);
            setTimeout(run, 0);
          }
          paints.observe({type: 'paint', buffered: true});
        } else {
          requestAnimationFrame(function () { setTimeout(run, 0); });
        }
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);
    </script>
  </body>
</html>
`;
