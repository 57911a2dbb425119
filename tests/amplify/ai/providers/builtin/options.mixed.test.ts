import { describe, expect, it } from "vitest";
import { conceptReads as reads } from "../../../../support/conceptReads";
import { five, side } from "../../../../support/fiveTitles";

/**
 * A mix of home and work conflicts where the five were a shared calendar, a Sunday plan and a
 * status note (issue 28): bins left out or missed, a rooster, rent by room size, a partner who
 * stays over, a shared fridge, clothes for client meetings, a sick note, hiring a friend, a free
 * plan or a pivot, founders' pay, a religious day off, a tree house that overlooks, bleach and
 * mould, a wildflower front garden, and a second arrangement for a camera over a garden.
 */
describe("mixed: what the answers say about them", () => {
  it("reads bins left out or missed, not a bin in a room", () => {
    expect(
      reads(
        "chores.bin-day",
        "Number 14 leave their bins on the pavement all week",
      ),
    ).toBe(true);
    expect(
      reads("chores.bin-day", "I'm literally at work when it's bin night"),
    ).toBe(true);
    expect(
      reads("chores.bin-day", "she throws the wrappers in the bin in my room"),
    ).toBe(false);
    expect(
      reads("chores.bin-day", "I take them out to the park on Saturdays"),
    ).toBe(false);
    expect(
      reads(
        "chores.bins-next-door",
        "Number 14 leave their bins on the pavement",
      ),
    ).toBe(true);
    expect(reads("chores.bins-next-door", "the bins go out Monday night")).toBe(
      false,
    );
    expect(
      reads(
        "chores.rubbish-pile",
        "now theres 2 weeks of rubbish in the side passage",
      ),
    ).toBe(true);
    expect(
      reads("chores.rubbish-pile", "I take the rubbish out every week"),
    ).toBe(false);
  });

  it("reads a rooster, rent by room size and a partner who stays over", () => {
    expect(reads("noise.rooster", "the rooster next door starts at 4.45")).toBe(
      true,
    );
    expect(
      reads("noise.rooster", "the hens next door cluck a bit in the afternoon"),
    ).toBe(false);
    expect(
      reads(
        "money.room-rent",
        "Lea has the big room with the balcony and we pay the same rent",
      ),
    ).toBe(true);
    expect(reads("money.room-rent", "the rent went up by 50 this year")).toBe(
      false,
    );
    expect(reads("money.room-rent", "the small room for the baby")).toBe(false);
    expect(
      reads(
        "money.partner-stays",
        "his girlfriend has stayed here five nights a week since March",
      ),
    ).toBe(true);
    expect(
      reads("money.partner-stays", "my partner and I want to buy a flat"),
    ).toBe(false);
  });

  it("reads a shared fridge, bleach and mould, a tree house and a wildflower lawn, with near misses", () => {
    expect(
      reads(
        "space.fridge-share",
        "he keeps raw meat on the top shelf of the fridge",
      ),
    ).toBe(true);
    expect(
      reads("space.fridge-share", "the fridge is always empty by Friday"),
    ).toBe(false);
    expect(
      reads(
        "space.fridge-share",
        "my books are on the top shelf of the bookcase",
      ),
    ).toBe(false);
    expect(
      reads(
        "chores.cleaning-products",
        "he keeps buying bleach and plastic wipes",
      ),
    ).toBe(true);
    expect(
      reads("chores.cleaning-products", "he never cleans the bathroom"),
    ).toBe(false);
    expect(
      reads(
        "space.overlooked",
        "the new treehouse next door looks straight into our bedroom",
      ),
    ).toBe(true);
    expect(
      reads("space.overlooked", "the tree next door blocks our light"),
    ).toBe(false);
    expect(
      reads("space.overlooked", "I was overlooked for the promotion again"),
    ).toBe(false);
    expect(
      reads(
        "space.wildflower",
        "I let my front lawn grow into a wildflower meadow",
      ),
    ).toBe(true);
    expect(reads("space.wildflower", "he mows the lawn at 7 on a Sunday")).toBe(
      false,
    );
  });

  it("reads work matters by their own words, not a word shared with home", () => {
    expect(
      reads(
        "work.dress-code",
        "started wearing a nose ring and ripped jeans to client meetings",
      ),
    ).toBe(true);
    expect(reads("work.dress-code", "she wears headphones in meetings")).toBe(
      false,
    );
    expect(
      reads(
        "work.sick-note",
        "my manager asked for a doctors note for one day",
      ),
    ).toBe(true);
    expect(reads("work.sick-note", "I took a day off for my birthday")).toBe(
      false,
    );
    expect(reads("work.sick-note", "it was my first day off in weeks")).toBe(
      false,
    );
    expect(
      reads(
        "work.hire-friend",
        "she wants to hire her best friend without interviewing anyone else",
      ),
    ).toBe(true);
    expect(
      reads("work.hire-friend", "we need to hire a developer this quarter"),
    ).toBe(false);
    expect(
      reads(
        "work.pivot",
        "he wants to drop our free plan to chase enterprise deals",
      ),
    ).toBe(true);
    expect(reads("work.pivot", "we should plan the launch for spring")).toBe(
      false,
    );
    expect(reads("money.founder-pay", "we still pay ourselves nothing")).toBe(
      true,
    );
    expect(reads("money.founder-pay", "we pay the team on the 25th")).toBe(
      false,
    );
    expect(reads("schedule.faith-day", "i asked for eid off")).toBe(true);
    expect(reads("schedule.faith-day", "i asked for friday off")).toBe(false);
  });
});

describe("mixed: the arrangements offered", () => {
  it("offers bins brought in by whoever is home to neighbours, and a swap of the bin job to housemates", () => {
    const gareth = side(
      "Gareth",
      "Number 14 leave their bins on the pavement all week. My mother uses a wheelchair.",
      "Bins back behind the gate by the evening of collection day, Thursday",
      "My mum has to go into the road with traffic",
    );
    const amira = side(
      "Amira",
      "We both work late and can't bring the bins in till the weekend.",
      "If he could pull them in on Thursdays when we can't, I'd do his on Fridays",
      "We get home at 10pm most nights",
    );
    expect(five(gareth, amira)).toMatch(
      /Whoever is home on collection day brings in both sets of bins/,
    );
    const mustafa = side(
      "Mustafa",
      "bins went out late again so now theres 2 weeks of rubbish in the side passage",
      "just want it sorted",
      "foxes got into the bags last time",
    );
    const duc = side(
      "Duc",
      "I work nights and the bins go out Monday night.",
      "Swap the bin job for something else.",
      "I'm at work when it's bin night.",
    );
    const titles = five(mustafa, duc);
    expect(titles).toMatch(/Bin night goes to whoever is home that night/);
    expect(titles).toMatch(/Rubbish only in bins with lids/);
    expect(titles).not.toMatch(/both sets of bins/);
  });

  it("offers a blackout coop or a new home for a rooster", () => {
    const brigid = side(
      "Brigid",
      "the rooster next door starts at 4.45 every morning",
      "get rid of the rooster, keep the hens if you want",
      "i am a nurse on late shifts",
    );
    const emre = side(
      "Emre",
      "the kids named him Captain",
      "a blackout coop and we let him out at 7, not earlier",
      "my children would be heartbroken",
    );
    const titles = five(brigid, emre);
    expect(titles).toMatch(/blackout coop until 7/);
    expect(titles).toMatch(/A new home for the rooster/);
  });

  it("offers rent by room size, and nights or a sum for a partner who stays over", () => {
    const tom = side(
      "Tom",
      "Lea has the big room with the balcony and we pay the same rent, 700 each.",
      "She pays 800 and I pay 600, that reflects the rooms",
      "My room is half the size of hers",
    );
    const lea = side(
      "Lea",
      "Tom chose the small room because it was quieter.",
      "keep 700 each until the lease ends in September",
      "a deal is a deal",
    );
    expect(five(tom, lea)).toMatch(
      /The rent split by room size from the next lease/,
    );
    const chloe = side(
      "Chloe",
      "His girlfriend has stayed here five nights a week since March and pays nothing.",
      "She stays at most two nights a week, or she pays a third of the bills",
      "the bills went up by a third",
    );
    const aidan = side(
      "Aidan",
      "Chloe leaves notes about the shower.",
      "My girlfriend chips in 50 a month for bills",
      "This is my home too",
    );
    expect(five(chloe, aidan)).toMatch(
      /A set number of nights a week for a partner to stay/,
    );
  });

  it("offers shelves or a second fridge where food or drink is kept apart", () => {
    const noor = side(
      "Noor",
      "Callum keeps raw meat on the top shelf of the fridge, it drips onto my food.",
      "a separate fridge for it that he pays for",
      "I am vegan",
    );
    const callum = side(
      "Callum",
      "I pay half the rent.",
      "keep my meat sealed in boxes on the bottom shelf",
      "It is my home too",
    );
    const titles = five(noor, callum);
    expect(titles).toMatch(/A shelf of the fridge for each/);
    expect(titles).toMatch(/A second small fridge/);
  });

  it("offers a client-meeting dress rule, a private absence rule, and an open hire with the friend in it", () => {
    const fiona = side(
      "Fiona",
      "Kai started wearing a nose ring and ripped jeans to client meetings",
      "smart clothes when we meet clients",
      "our clients are banks",
    );
    const kai = side(
      "Kai",
      "its how i look",
      "the ring stays, i can do smart trousers for meetings",
      "i spent years hiding who i am",
    );
    expect(five(fiona, kai)).toMatch(/Smart clothes for client meetings/);
    const aisha = side(
      "Aisha",
      "When I called in sick my manager asked for a doctors note in the team chat.",
      "asked privately if there is a problem",
      "Being doubted in public is humiliating.",
    );
    const derek = side(
      "Derek",
      "Absences on fridays have doubled in the team.",
      "a note from the second day off",
      "the others call it favouritism",
    );
    expect(five(aisha, derek)).toMatch(
      /any question about an absence asked in private/,
    );
    const marco = side(
      "Marco",
      "Sanne wants to hire her old roommate as head of sales without interviewing anyone else.",
      "We interview at least three candidates",
      "Our first hire sets the bar",
    );
    const sanne = side(
      "Sanne",
      "we need sales now",
      "hire Joost this month",
      "we have 5 months runway",
    );
    const titles = five(marco, sanne);
    expect(titles).toMatch(/The friend interviewed with two other candidates/);
    expect(titles).toMatch(/A three-month contract for the friend/);
  });

  it("offers pilots, a paid tier and founder salaries to cofounders, and a day off for Eid", () => {
    const ines = side(
      "Ines",
      "Tariq wants to drop our free plan to chase enterprise deals.",
      "keep the free plan and charge only for teams",
      "this is a tool for people who cant pay",
    );
    const tariq = side(
      "Tariq",
      "we have 4 months of cash. enterprise pilots pay 30k each",
      "pause new free signups for 6 months",
      "the company is dead by spring",
    );
    expect(five(ines, tariq)).toMatch(/enterprise pilots for six months/);
    const solveig = side(
      "Solveig",
      "We still pay ourselves nothing and my savings run out in February.",
      "2,500 a month each, starting next month.",
      "I cannot pay rent.",
    );
    const magnus = side(
      "Magnus",
      "She wants to start paying us with no revenue.",
      "Salaries when we hit 10k MRR, or 1,200 max.",
      "my last startup died because the founders paid themselves first",
    );
    expect(five(solveig, magnus)).toMatch(
      /A smaller salary for each founder now/,
    );
    const yusuf = side(
      "Yusuf",
      "i asked for eid off and was told its the go live week",
      "Eid day off. I'll work the weekend before to make it up",
      "the most important day of the year for my family",
    );
    const ingrid = side(
      "Ingrid",
      "I said no leave that week for the whole team.",
      "same rule for everyone",
      "it looks unfair to everyone else",
    );
    expect(five(yusuf, ingrid)).toMatch(
      /The religious day off, with the hours worked beforehand/,
    );
    const luana = side(
      "Luana",
      "asked to work remotely from Brazil for six weeks over christmas and Helen said no straight away",
      "let me try it, I'll work UK hours",
      "My grandmother is 91 and she has not met my daughter yet. Flights are expensive so going for only two weeks of leave doesn't make sense for us. I worked fully remote during covid for two years with no problems and my reviews were good. Other people in the company have done this. I would work UK hours even if it means starting at 6am there, and I would be on every call.",
    );
    const helen = side(
      "Helen",
      "december is our busiest month and I need people I can reach",
      "I can't say yes to six weeks. Two weeks max, and not the week before the year end close.",
      "Tax and legal havent approved working from Brazil and I'm the one who answers for it",
    );
    expect(five(luana, helen)).toMatch(
      /Holiday first over the family dates, then a short spell of work/,
    );
  });

  it("offers a screen or set hours for a tree house, refill products for bleach, and a cut strip for a meadow; not a screen for a camera", () => {
    const efua = side(
      "Efua",
      "the new treehouse next door looks straight into our bedroom",
      "move it or put a screen up on our side of it",
      "privacy in my own home matters",
    );
    const gareth = side(
      "Gareth",
      "built it for the kids, took me all summer",
      "leave it where it is",
      "kids should be outside climbing trees",
    );
    expect(five(efua, gareth)).toMatch(/A screen on the side that faces/);
    const tove = side(
      "Tove",
      "Vikram keeps buying bleach and plastic wipes.",
      "refill products only, from the zero waste shop",
      "I have spent two years cutting plastic",
    );
    const vikram = side(
      "Vikram",
      "The shower had black mould for a month before I bought bleach.",
      "Use whatever works in the bathroom.",
      "I had pneumonia last year.",
    );
    expect(five(tove, vikram)).toMatch(/The cause of the mould fixed/);
    const odile = side(
      "Odile",
      "I have let my front lawn grow into a wildflower meadow for the bees.",
      "Leave my garden alone.",
      "We have lost so many insects.",
    );
    const cormac = side(
      "Cormac",
      "Her garden is knee high and full of thistles.",
      "Cut it back to lawn height at the front.",
      "the estate agent said kerb appeal matters",
    );
    expect(five(odile, cormac)).toMatch(/A short-cut strip along the pavement/);
    // A camera over a garden is watched, not overlooked by a structure: no screen for it.
    const lars = side(
      "Lars",
      "My neighbour put up a camera that points straight into our garden.",
      "The camera turned so it only shows her own driveway",
      "We have a right to privacy",
    );
    const ruth = side(
      "Ruth",
      "My car was broken into twice this year.",
      "keep the camera where it is so it covers the side path the thieves used",
      "I live alone",
    );
    const titles = five(lars, ruth);
    expect(titles).toMatch(/A motion light and a lock on the side path/);
    expect(titles).not.toMatch(
      /A screen on the side that faces|Set hours for the tree house/,
    );
  });
});
