import type { Plugin } from 'vite';

/**
 * Moves the app's entry script out of the head into a loader at the end of the body. On a page the
 * server rendered (it carries `#first-screen`), the code starts downloading once the page's first
 * contentful paint is on the screen (or at its load event, if that comes first): on a slow network
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
        // Once the first contentful paint has reached the screen; never later than the page's load.
        window.addEventListener('load', once);
        try {
          new PerformanceObserver(function (list, observer) {
            if (!list.getEntriesByName('first-contentful-paint').length) return;
            observer.disconnect();
            once();
          }).observe({ type: 'paint', buffered: true });
        } catch (error) {
          once();
        }
      })();
    </script>
  </body>`;
        return html.replace(entry[0], '').replace('</body>', loader);
      },
    },
  };
}
