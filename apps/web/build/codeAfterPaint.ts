import type { Plugin } from 'vite';

/**
 * Moves the app's entry script out of the head into a loader at the end of the body. On a page the
 * server rendered (it carries `#first-screen`), the code starts downloading once the page's first
 * contentful paint is on the screen: on a slow network
 * the styles, fonts and main image then do not share the line with 100 KB of JavaScript the reader
 * does not need to start reading. Any other page (or a tab opened in the background, which does
 * not paint) starts it at once, as the script tag did.
 */
export function codeAfterPaint(): Plugin {
  return {
    name: 'mahasi-code-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('codeAfterPaint: no entry script in index.html');
        const loader = `<script>
      (function () {
        function start() {
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry[1])};
          document.head.appendChild(script);
        }
        var started = false;
        function once() {
          if (started) return;
          started = true;
          start();
        }
        if (!document.getElementById('first-screen') || document.visibilityState === 'hidden') return once();
        // Once the first contentful paint has reached the screen; at the page's load in a browser that
        // does not report paints.
        var observer = window.PerformanceObserver;
        if (!observer || !observer.supportedEntryTypes || observer.supportedEntryTypes.indexOf('paint') < 0) {
          return window.addEventListener('load', once);
        }
        new observer(function (list, self) {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          self.disconnect();
          once();
        }).observe({ type: 'paint', buffered: true });
      })();
    </script>
  </body>`;
        return html.replace(entry[0], '').replace('</body>', loader);
      },
    },
  };
}
