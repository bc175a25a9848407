// Decision 071: the document's scripts are requested after its first paint. The server writes React
// Router's module preloads and its bootstrap module script under inert names (see
// scripts-after-first-paint.server.ts); once the browser has painted the server's HTML, the gate
// below adds the preloads and a live copy of the bootstrap, which then loads and hydrates the page.
// A page opened in the background paints nothing until shown, so there the gate opens at once. A
// frame that is never drawn (an off-screen cross-origin frame in embedded mode, or a display:none
// one: browsers run no animation frames there) would never open it, so a timer opens it after
// FIRST_PAINT_FALLBACK_MS whatever happened; a visible page has painted long before.

/** How long the gate waits for an animation frame before it opens anyway (a frame never drawn). */
export const FIRST_PAINT_FALLBACK_MS = 1000;

/** What `<link rel="modulepreload">` is written as: a relation the browser does not fetch. */
export const INERT_PRELOAD_REL = 'x-modulepreload';
/** What the bootstrap's `type="module"` is written as: a type the browser does not run. */
export const INERT_MODULE_TYPE = 'x-module';

/**
 * The gate, an inline classic script (the nonce is the page's): the copies carry the nonce of the
 * elements they stand for, which the content security policy asks for. The originals stay where
 * they are, so React hydrates the head and body it rendered.
 */
export const SCRIPTS_AFTER_FIRST_PAINT = `(function(){
var opened=false;
function open(){
if(opened)return;opened=true;
document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]').forEach(function(inert){
var link=document.createElement('link');link.rel='modulepreload';link.href=inert.getAttribute('href');link.nonce=inert.nonce;inert.replaceWith(link);});
document.querySelectorAll('script[type="${INERT_MODULE_TYPE}"]').forEach(function(inert){
var script=document.createElement('script');script.type='module';script.nonce=inert.nonce;script.textContent=inert.textContent;document.body.appendChild(script);});
}
if(document.visibilityState!=='visible')return open();
requestAnimationFrame(function(){setTimeout(open,0);});
setTimeout(open,${FIRST_PAINT_FALLBACK_MS});
})();`;
