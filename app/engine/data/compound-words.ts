/**
 * Closed compound words (one word made of two: sun + flower = sunflower), each with its two
 * parts. Plain English words; the parts join exactly into the compound.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

const RAW = `air+plane air+port arm+chair back+pack back+yard band+stand bath+robe bath+tub
bed+room bee+hive birth+day black+bird black+board blue+berry book+case book+shelf
book+worm bow+tie boy+friend butter+fly camp+fire candle+light car+pet cart+wheel
cat+fish class+room cook+book corn+field cow+boy cup+board cup+cake day+dream day+light
dish+washer dog+house door+bell door+mat down+hill down+stairs dragon+fly drum+stick
ear+ring earth+quake egg+shell eye+brow eye+lash face+book farm+house fire+fly fire+place
fire+work fish+bowl flash+light foot+ball foot+print foot+step gold+fish grand+father
grand+mother grape+fruit grass+hopper green+house hair+brush hair+cut hand+bag hand+shake
hand+writing head+band head+light hedge+hog high+way home+made home+work honey+comb
honey+moon horse+shoe house+boat ice+berg jelly+fish key+board key+hole lady+bug
lamp+post life+boat light+house lip+stick mail+box moon+light motor+cycle news+paper
night+gown note+book over+coat pan+cake paint+brush pea+nut pine+apple pop+corn
post+card rain+bow rain+coat rain+drop rattle+snake road+side sail+boat sand+box
sand+castle saw+dust scare+crow sea+horse sea+shell sea+weed shoe+lace side+walk
sky+scraper snow+ball snow+flake snow+man some+thing star+fish straw+berry sun+flower
sun+glasses sun+rise sun+set sun+shine super+market sweet+heart table+cloth tea+cup
tea+pot thumb+nail tooth+brush tooth+paste tree+house under+ground up+stairs wall+paper
water+fall water+melon week+end wheel+chair wind+mill wind+shield wood+pecker work+shop
any+one every+where no+body some+times with+out in+side out+side for+ever hand+made
moon+beam star+light sun+burn fire+man police+man mail+man rain+forest waste+basket
basket+ball base+ball snow+board skate+board surf+board black+smith gold+smith
door+way hall+way run+way rail+way stair+way path+way air+mail bird+house bird+bath
blue+print book+mark bread+crumb butter+milk butter+cup cheese+cake court+yard
cross+word dead+line draw+bridge drift+wood ear+phone fish+hook
flower+pot foot+path fruit+cake gentle+man grand+stand hail+storm hand+rail head+line
hill+side home+town horse+back house+work jig+saw junk+yard knee+cap lamp+shade
land+mark lime+stone look+out mid+night note+pad oat+meal over+night pass+word
pin+wheel play+ground play+mate pony+tail quarter+back rain+water sand+paper
scrap+book sheep+dog ship+wreck shoe+box show+case side+kick silver+ware sleep+walk
snap+shot spot+light steam+boat sun+beam sword+fish tail+bone thunder+storm tip+toe
touch+down town+house tug+boat wash+cloth watch+dog water+proof wave+length wild+life
wind+pipe wolf+hound wood+land work+book worm+hole yard+stick`;

export interface CompoundWord {
  word: string;
  parts: readonly [string, string];
}

const words: readonly CompoundWord[] = RAW.split(/\s+/).map((pair) => {
  const [first = "", second = ""] = pair.split("+");
  return { word: first + second, parts: [first, second] };
});

export default words;
