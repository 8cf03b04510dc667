digraph G {
  compound = true;
  subgraph cluster_1 {
    v2 [label = " ", shape = plain];
    label = "builtin.module : ()\l";
    subgraph cluster_3 {
      v4 [label = " ", shape = plain];
      label = "";
      v5 [fillcolor = "0.000000 0.3 0.95", label = "{test.u\l\lflag: unit\l}", shape = Mrecord, style = filled];
      v6 [fillcolor = "0.000000 0.3 0.95", label = "{test.u\l\la: unit\lb: unit\lc: unit\l}", shape = Mrecord, style = filled];
      v7 [fillcolor = "0.000000 0.3 0.95", label = "{test.u\l\llist: [unit, unit]\l}", shape = Mrecord, style = filled];
    }
  }
}
