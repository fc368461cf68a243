import type { Plugin } from 'vite';

/**
 * Moves the app's entry script and its module preloads out of the head into a loader at the end of
 * the body. On a page the server rendered (it carries `#first-screen` and, inline, the styles its
 * first screen uses: apps/server/src/http/criticalCss.ts), the loader waits for the first
 * contentful paint and then for the page's main image (`fetchpriority="high"`, its largest
 * contentful paint) to be painted; only then does it add the full style sheet and, once that has
 * loaded, start the app. On a slow network the styles, fonts and main image then do not share the
 * line with 100 KB of JavaScript the reader does not need to start reading (decision 0036).
 * Any other page (or a tab opened in the background, which does not paint) starts at once, as a
 * script tag would. A guest's reading page (the server marks its data `data-reading`) is made
 * interactive without the app, which takes it over at the reader's first act (decision 0060). The loader is inline: the server's policy allows it by its hash.
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
        const styles = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/.exec(html);
        if (!styles) throw new Error('codeAfterPaint: no style sheet in index.html');
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        const loader = `<script>
      (function () {
        var styles = ${JSON.stringify(styles[1])};
        var preloads = ${JSON.stringify(preloads.map((p) => p[1]))};
        function start() {
          for (var i = 0; i < preloads.length; i++) {
            var preload = document.createElement('link');
            preload.rel = 'modulepreload';
            preload.crossOrigin = '';
            preload.href = preloads[i];
            document.head.appendChild(preload);
          }
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry[1])};
          document.head.appendChild(script);
        }
        // The full style sheet, unless the page links it already (a page the server did not render).
        var sheet = null;
        var sheetDone = false;
        var afterSheet = [];
        function withStyles(next) {
          var links = document.querySelectorAll('link[rel="stylesheet"]');
          for (var i = 0; i < links.length; i++) if (links[i] !== sheet && links[i].getAttribute('href') === styles) return next();
          if (sheetDone) return next();
          afterSheet.push(next);
          if (sheet) return;
          sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.crossOrigin = '';
          sheet.href = styles;
          sheet.onload = sheet.onerror = function () {
            sheetDone = true;
            for (var i = 0; i < afterSheet.length; i++) afterSheet[i]();
            afterSheet = [];
          };
          document.head.appendChild(sheet);
        }
        var started = false;
        function once() {
          if (started) return;
          started = true;
          withStyles(start);
        }
        // A guest's reading page (decision 0060): the server's page answers at once; the app takes it over at
        // the reader's first act (held, then replayed on the adopted page, with any other part tapped meanwhile),
        // or when a part only the app draws comes into view. Pointing at or focusing something that acts fetches
        // the app's code without running it.
        function reading() {
          var root = document.getElementById('root');
          var html = document.documentElement;
          root.removeAttribute('inert');
          // No full sheet before the app: the inline styles hold every rule the server's markup uses, and what a
          // guest does without the app (hover, focus, a details, the offline banner) changes no class. Parsing the
          // 65 KB sheet and styling the page again was the longest task after the first paint (decision 0065);
          // the sheet comes with the app's code, on intent or at the first act.
          var acting = 'a[href],button,select,summary,label,input[type="checkbox"],input[type="radio"],input[type="submit"],[role="button"]';
          var prefetched = false;
          function prefetch() {
            if (prefetched) return;
            prefetched = true;
            withStyles(function () {});
            var code = preloads.concat([${JSON.stringify(entry[1])}]);
            for (var i = 0; i < code.length; i++) {
              var link = document.createElement('link');
              link.rel = 'modulepreload';
              link.crossOrigin = '';
              link.href = code[i];
              document.head.appendChild(link);
            }
          }
          function ready() {
            return html.getAttribute('data-app') === 'ready';
          }
          function whenReady(next) {
            if (ready()) return next();
            new MutationObserver(function (changes, observer) {
              if (!ready()) return;
              observer.disconnect();
              next();
            }).observe(html, { attributes: true, attributeFilter: ['data-app'] });
          }
          function takeOver() {
            prefetch();
            once();
          }
          function actingPart(target) {
            var found = target && target.closest ? target.closest(acting) : null;
            return found && root.contains(found) ? found : null;
          }
          // Each part tapped before the app has the page, once, in the order tapped: a second tap on the same part is
          // the reader asking again (nothing seemed to happen), a tap on another part is another act.
          var held = [];
          document.addEventListener(
            'click',
            function (event) {
              if (ready()) return;
              var part = actingPart(event.target);
              // A list opens by itself; what the reader picks in it is told to the app through 'change' below.
              if (!part || part.tagName === 'SELECT') return;
              if (part.tagName === 'A') {
                // Offline the app's code for this page may not be kept: the worker answers the link itself.
                if (!navigator.onLine) return;
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                if ((part.target && part.target !== '_self') || part.hasAttribute('download') || part.origin !== location.origin) return;
                if (part.pathname === location.pathname && part.search === location.search && part.hash) return;
              }
              event.preventDefault();
              event.stopPropagation();
              takeOver();
              if (held.indexOf(part) !== -1) return;
              held.push(part);
              if (held.length > 1) return;
              whenReady(function () {
                for (var i = 0; i < held.length; i++) if (held[i].isConnected) held[i].click();
              });
            },
            true,
          );
          document.addEventListener(
            'submit',
            function (event) {
              if (ready() || !root.contains(event.target)) return;
              event.preventDefault();
              takeOver();
              var form = event.target;
              whenReady(function () {
                if (form.isConnected) form.requestSubmit();
              });
            },
            true,
          );
          // A choice in a list (a currency) starts the app too; once it has the page, the choice is told again so
          // that the app's state follows what the reader chose.
          document.addEventListener(
            'change',
            function (event) {
              var control = event.target;
              if (ready() || !control || control.tagName !== 'SELECT' || !root.contains(control)) return;
              var chosen = control.value;
              takeOver();
              whenReady(function () {
                if (!control.isConnected) return;
                control.value = chosen;
                control.dispatchEvent(new Event('change', { bubbles: true }));
              });
            },
            true,
          );
          document.addEventListener('keydown', takeOver, { capture: true, once: true });
          function intent(event) {
            if (actingPart(event.target)) prefetch();
          }
          document.addEventListener('pointerover', intent, { capture: true, passive: true });
          document.addEventListener('touchstart', intent, { capture: true, passive: true });
          document.addEventListener('focusin', intent, true);
          // The offline banner, rendered hidden by the server: shown while the network is gone, until the app has it.
          var offline = root.querySelector('[data-offline-banner]');
          function network() {
            if (offline && !ready()) offline.hidden = navigator.onLine;
          }
          network();
          window.addEventListener('online', network);
          window.addEventListener('offline', network);
          // The scroll-to-top button, rendered hidden by the server: shown past the threshold it carries, until the app
          // has it (a tap on it is held like any other act).
          var scrollTop = root.querySelector('[data-scroll-top]');
          function scrolled() {
            if (scrollTop && !ready()) scrollTop.hidden = window.scrollY <= Number(scrollTop.getAttribute('data-scroll-top'));
          }
          // Not read while the page is parsed: reading the scroll position lays the whole page out there and then, in
          // the parser's task (35 ms on a slow host, four times that on a phone); in the first frame the layout is due anyway.
          requestAnimationFrame(scrolled);
          window.addEventListener('scroll', scrolled, { passive: true });
          var parts = root.querySelectorAll('[data-app-part]');
          if (parts.length && window.IntersectionObserver) {
            var watcher = new IntersectionObserver(function (entries) {
              for (var i = 0; i < entries.length; i++) if (entries[i].isIntersecting) {
                watcher.disconnect();
                return takeOver();
              }
            });
            for (var i = 0; i < parts.length; i++) watcher.observe(parts[i]);
          }
          // The service worker, as the app would register it (features/offline/register.ts): after the load, when
          // idle; the first worker is asked to keep this page, which it did not answer, so that it opens offline.
          if ('serviceWorker' in navigator)
            window.addEventListener('load', function () {
              function register() {
                if (ready()) return;
                var landing = location.href.split('#')[0];
                if (!navigator.serviceWorker.controller)
                  navigator.serviceWorker.addEventListener(
                    'controllerchange',
                    function () {
                      navigator.serviceWorker.ready.then(function (registration) {
                        var files = [];
                        var entries = performance.getEntriesByType('resource');
                        for (var i = 0; i < entries.length; i++) {
                          var address = new URL(entries[i].name);
                          var image = entries[i].initiatorType === 'img' || entries[i].initiatorType === 'image';
                          if (address.origin === location.origin && (image || address.pathname.indexOf('/assets/') === 0))
                            files.push({ url: address.href, image: image });
                        }
                        if (registration.active)
                          registration.active.postMessage({ type: 'keep', pages: [landing], files: files, reads: [] }, [new MessageChannel().port2]);
                      });
                    },
                    { once: true },
                  );
                navigator.serviceWorker.register('/sw.js').catch(function () {});
              }
              if (window.requestIdleCallback) window.requestIdleCallback(register, { timeout: 5000 });
              else setTimeout(register, 1000);
            });
          // What a page does once per visit, without an act (a post's view, spec section 4): a frame after the
          // load, when the page and its main image are on the screen. Sent while the page was parsed, it was
          // one more request before the largest paint, which Lighthouse counted towards it. Once the app has the
          // page, the app counts the view itself (the server counts a viewer once an hour).
          function visit() {
            if (ready()) return;
            var visits = root.querySelectorAll('[data-visit]');
            for (var i = 0; i < visits.length; i++) fetch(visits[i].getAttribute('data-visit')).catch(function () {});
          }
          window.addEventListener('load', function () {
            afterPainted(visit);
          });
        }
        var firstScreen = document.getElementById('first-screen');
        var member = false;
        try {
          member = Boolean(localStorage.getItem('token'));
        } catch (e) {}
        if (firstScreen && firstScreen.hasAttribute('data-reading') && !member) return reading();
        if (!firstScreen || document.visibilityState === 'hidden') return once();
        // The frame after the main image arrived (or the page loaded): it is on the screen. Never before
        // a paint: on a fast network the page loads before it first paints, and code requested then
        // would count towards the first paint.
        function afterPainted(next) {
          requestAnimationFrame(function () {
            requestAnimationFrame(function () {
              setTimeout(next, 0);
            });
          });
        }
        function startAfterPainted() {
          afterPainted(once);
        }
        function afterMainImage() {
          var image = document.querySelector('img[fetchpriority="high"]');
          if (!image || image.complete) return startAfterPainted();
          image.addEventListener('load', startAfterPainted);
          image.addEventListener('error', startAfterPainted);
        }
        var observer = window.PerformanceObserver;
        var paintTimed = observer && observer.supportedEntryTypes && observer.supportedEntryTypes.indexOf('paint') >= 0;
        var contentPainted = false;
        // Whatever happens to paints and images, the page's load starts the app: after a painted
        // frame once the content has painted. Frames run before anything is painted while the browser
        // holds the previous page's paint (a same-site navigation), so without a first contentful
        // paint the load waits for it, and at most two more seconds.
        window.addEventListener('load', function () {
          if (contentPainted || !paintTimed) startAfterPainted();
          else setTimeout(once, 2000);
        });
        if (!paintTimed) return;
        new observer(function (list, self) {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          self.disconnect();
          contentPainted = true;
          afterMainImage();
        }).observe({ type: 'paint', buffered: true });
      })();
    </script>
  </body>`;
        let out = html.replace(entry[0], '');
        for (const preload of preloads) out = out.replace(preload[0], '');
        return out.replace('</body>', loader);
      },
    },
  };
}
