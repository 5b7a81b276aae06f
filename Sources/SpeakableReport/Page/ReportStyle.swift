/// The pages' own style and script, inline (a page loads nothing). Text colours are at least
/// 4.5:1 on their backgrounds (the contrast test checks each pair); focus is always visible.
enum ReportStyle {
    /// Allows nothing from outside the page: styles, scripts and media are inline or `data:`.
    static let contentSecurityPolicy = "default-src 'none'; img-src data:; media-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'"

    /// Marks a file as written by `speakable report`: only such a file is ever replaced.
    static let generator = "<meta name=\"generator\" content=\"speakable report\">"

    static let css = """
        body{font-family:"DejaVu Sans",Verdana,sans-serif;color:#1A1A1A;background:#FFFFFF;margin:0 auto;max-width:78rem;padding:1rem 1.5rem;line-height:1.45}
        a{color:#0B4FA3}a:visited{color:#5B2C8F}
        :focus-visible{outline:3px solid #0B4FA3;outline-offset:2px}
        h1{font-size:1.6rem;margin:.2rem 0 .4rem}h2{font-size:1.25rem;margin:1.6rem 0 .5rem}
        .summary{color:#333333}.source{font-family:"DejaVu Sans Mono",monospace;color:#333333}
        figure{margin:0;overflow-x:auto}figure svg{max-width:none}
        ol.legend{list-style:none;padding:0;margin:0}
        ol.legend>li{display:grid;grid-template-columns:2.2rem 1fr;gap:.2rem .6rem;padding:.6rem 0;border-top:1px solid #CCCCCC}
        .badge{display:inline-block;min-width:1.6rem;height:1.6rem;border-radius:.8rem;color:#FFFFFF;font-weight:bold;text-align:center;line-height:1.6rem;font-size:.85rem}
        .stop-body p{margin:.1rem 0}.hint{color:#4A4A4A;font-style:italic}.cost{color:#333333;font-size:.9rem}
        .extra{margin:.2rem 0 .2rem 0;padding-left:1.2rem}.extra-heading{font-weight:bold;margin:.3rem 0 0}
        .findings{margin:.3rem 0;padding-left:1.2rem}.finding-error,.finding-warning{color:#8B0000}.finding-note{color:#5A3E00}
        audio{display:block;margin:.3rem 0;height:2.2rem}
        table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .6rem;border-bottom:1px solid #CCCCCC}
        td.number,th.number{text-align:right}
        th button{font:inherit;font-weight:bold;color:#1A1A1A;background:#F0F0F0;border:1px solid #767676;border-radius:3px;padding:.15rem .4rem;cursor:pointer}
        pre.diff{background:#F6F6F6;padding:.6rem;overflow-x:auto;border:1px solid #CCCCCC}
        .added{color:#1E5E20}.removed{color:#8B0000}
        """

    /// Moves the whole screen's control from clip to clip: the announcement's (its first
    /// source, when there is one), then each stop's, then back to the start.
    static let wholeScreenScript = """
        (function(){
          var whole=document.getElementById('whole-screen');if(!whole)return;
          var clips=Array.prototype.map.call(document.querySelectorAll('audio.stop-audio'),function(a){return a.getAttribute('src');});
          if(whole.dataset.leading==='announcement')clips.unshift(whole.getAttribute('src'));
          var at=0,part=document.getElementById('whole-screen-part');
          whole.addEventListener('play',function(){if(part)part.textContent='Playing part '+(at+1)+' of '+clips.length+'.';});
          whole.addEventListener('ended',function(){
            at+=1;
            if(at<clips.length){whole.src=clips[at];whole.play();}
            else{at=0;whole.src=clips[0];if(part)part.textContent='';}
          });
        })();
        """

    /// Sorts the index table by a column when its header's button is pressed (again: the other
    /// way), and says so in `aria-sort`.
    static let sortScript = """
        document.querySelectorAll('th button[data-column]').forEach(function(button){
          button.addEventListener('click',function(){
            var column=Number(button.dataset.column),header=button.parentElement,table=header.closest('table');
            var ascending=header.getAttribute('aria-sort')!=='ascending';
            table.querySelectorAll('th').forEach(function(th){th.removeAttribute('aria-sort');});
            header.setAttribute('aria-sort',ascending?'ascending':'descending');
            var body=table.tBodies[0],rows=Array.prototype.slice.call(body.rows);
            rows.sort(function(a,b){
              var x=a.cells[column].dataset.sort,y=b.cells[column].dataset.sort,nx=Number(x),ny=Number(y);
              var order=(!isNaN(nx)&&!isNaN(ny))?nx-ny:x.localeCompare(y);
              return ascending?order:-order;
            });
            rows.forEach(function(row){body.appendChild(row);});
          });
        });
        """
}
