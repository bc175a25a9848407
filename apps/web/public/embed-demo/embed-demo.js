// A stand-in for a parent portal: shows the offset the embedded site reports and asks it to go back to top.
// Message format: docs/embedding.md.
(function () {
  var frame = document.getElementById('roadshow');
  var childOrigin = new URL(frame.src, window.location.href).origin;
  var offset = document.getElementById('offset');
  var scrollTop = document.getElementById('scroll-top');
  window.addEventListener('message', function (event) {
    if (event.origin !== childOrigin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.source !== 'roadshow' || data.type !== 'scroll') return;
    offset.value = String(data.offset);
    scrollTop.value = String(data.scrollTop);
    document.getElementById('parent-bar').style.boxShadow =
      data.offset > 0 ? '0 2px 8px rgba(0,0,0,' + data.offset / 206 + ')' : 'none';
  });
  document.getElementById('back-to-top').addEventListener('click', function () {
    frame.contentWindow.postMessage({ source: 'roadshow', type: 'backToTop' }, childOrigin);
  });
})();
