//! `view-op-graph`: writes the op it runs on as a Graphviz `dot` graph on
//! stderr, laid out as upstream's `PrintOpPass` lays it out: a cluster per
//! op with regions and per block, a record node per other op (operand
//! ports on top, result ports below, colored by op name), block arguments
//! as nodes, and data-flow (optionally control-flow) edges after all nodes.

use crate::pass::{parse_bool, parse_int, OptionValue, Pass, PassResult};
use crate::registry::{unknown_option, PassRegistration};
use hashbrown::HashMap;
use mlir_ir::printer::{attr_to_string, type_to_string, ValueNames};
use mlir_ir::{AttrKind, Attribute, Ir, OpId, RegionId, Type, Value};

/// Elements attributes with more elements than this print as `[...]`
/// (upstream's default large-elements limit for graphs).
const LARGE_ATTR_LIMIT: u64 = 16;

/// The `view-op-graph` pass and its options.
#[derive(Clone)]
pub struct ViewOpGraph {
    /// Labels (attribute values, types) longer than this are cut, `...`.
    pub max_label_len: usize,
    /// Show attributes.
    pub print_attrs: bool,
    /// Dashed edges between consecutive ops of a block.
    pub print_control_flow_edges: bool,
    /// Solid edges from each value to its users.
    pub print_data_flow_edges: bool,
    /// Show result types.
    pub print_result_types: bool,
}

impl Default for ViewOpGraph {
    fn default() -> ViewOpGraph {
        ViewOpGraph {
            max_label_len: 20,
            print_attrs: true,
            print_control_flow_edges: false,
            print_data_flow_edges: true,
            print_result_types: true,
        }
    }
}

/// A node, or a cluster's invisible anchor node with the cluster's id.
#[derive(Clone, Copy)]
struct Node {
    id: usize,
    cluster: Option<usize>,
}

/// A data-flow edge waiting for all nodes: the value, its consumer and the
/// ports on both ends.
struct DataEdge {
    value: Value,
    to: Node,
    src_port: String,
    dst_port: String,
}

/// The graph being written.
struct Writer<'a> {
    ir: &'a Ir,
    cfg: &'a ViewOpGraph,
    names: ValueNames,
    colors: HashMap<String, String>,
    out: String,
    indent: usize,
    counter: usize,
    nodes: HashMap<Value, Node>,
    edges: Vec<String>,
    data_edges: Vec<DataEdge>,
}

/// Backslash before the characters Graphviz record labels treat specially.
fn escape_label(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, '{' | '|' | '<' | '}' | '>' | '\n' | '"') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

impl Writer<'_> {
    fn line(&mut self, text: &str) {
        self.out.push_str(&" ".repeat(self.indent));
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn truncate(&self, s: String) -> String {
        if s.chars().count() <= self.cfg.max_label_len {
            return s;
        }
        let cut: String = s.chars().take(self.cfg.max_label_len).collect();
        cut + "..."
    }

    fn op_name(&self, op: OpId) -> String {
        self.ir.op_name(op).map(|n| self.ir.ctx().op_name_str(n).to_string()).unwrap_or_default()
    }

    /// Hue per op name, by first appearance in a post-order walk, as
    /// `"h 0.3 0.95"`.
    fn init_colors(&mut self, root: OpId) {
        let mut order: Vec<String> = Vec::new();
        for op in post_order(self.ir, root) {
            let name = self.op_name(op);
            if !order.contains(&name) {
                order.push(name);
            }
        }
        let n = order.len();
        for (i, name) in order.into_iter().enumerate() {
            self.colors.insert(name, format!("{:.6} 0.3 0.95", i as f64 / n as f64));
        }
    }

    fn attr_text(&self, attr: Attribute) -> String {
        let ctx = self.ir.ctx();
        let kind = ctx.attr_kind(attr);
        if let AttrKind::DenseElements { data, .. } = kind {
            if data.is_splat() {
                return escape_label(&attr_to_string(ctx, attr));
            }
        }
        let elements_type = match kind {
            AttrKind::DenseElements { ty, .. } | AttrKind::DenseResource { ty, .. } => Some(*ty),
            _ => None,
        };
        if let Some(ty) = elements_type {
            let shape = ctx.type_kind(ty).shape().map(|s| s.to_vec()).unwrap_or_default();
            let count: u64 = shape.iter().map(|d| (*d).max(0) as u64).product();
            if count > LARGE_ATTR_LIMIT {
                let rank = shape.len();
                return format!("{}...{} : {}", "[".repeat(rank), "]".repeat(rank), self.type_text(ty));
            }
        }
        if let AttrKind::Array(items) = kind {
            if items.len() as u64 > LARGE_ATTR_LIMIT {
                return "[...]".to_string();
            }
        }
        escape_label(&self.truncate(attr_to_string(ctx, attr)))
    }

    fn type_text(&self, ty: Type) -> String {
        escape_label(&self.truncate(type_to_string(self.ir.ctx(), ty)))
    }

    /// The port name of a value: its SSA name with `%` and `#` as `_`.
    fn port(&self, v: Value) -> String {
        self.names.name(self.ir, v).replace(['%', '#'], "_")
    }

    /// Inherent and discardable attributes, sorted by name (upstream's
    /// `getAttrs`).
    fn attrs(&self, op: OpId) -> Vec<(String, Attribute)> {
        let ctx = self.ir.ctx();
        let mut all: Vec<(String, Attribute)> = Vec::new();
        if let Some(props) = self.ir.op_props(op).ok().flatten() {
            let registered = self.ir.op_name(op).ok().and_then(|n| ctx.op_def(n)).is_some();
            if let (true, AttrKind::Dictionary(entries)) = (registered, ctx.attr_kind(props)) {
                all.extend(entries.iter().map(|(k, v)| (ctx.ident_str(*k).to_string(), *v)));
            }
        }
        if let Ok(d) = self.ir.op_attrs(op) {
            all.extend(d.iter().map(|(k, v)| (ctx.ident_str(*k).to_string(), *v)));
        }
        all.sort_by(|a, b| a.0.cmp(&b.0));
        all
    }

    fn node(&mut self, label: &str, shape: &str, fill: Option<&str>) -> Node {
        self.counter += 1;
        let id = self.counter;
        let text = match fill {
            Some(f) => format!("v{id} [fillcolor = \"{f}\", label = \"{label}\", shape = {shape}, style = filled];"),
            None => format!("v{id} [label = \"{label}\", shape = {shape}];"),
        };
        self.line(&text);
        Node { id, cluster: None }
    }

    fn cluster(&mut self, label: &str, body: impl FnOnce(&mut Self)) -> Node {
        self.counter += 1;
        let cluster = self.counter;
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.indent += 2;
        let anchor = self.node(" ", "plain", None);
        self.line(&format!("label = \"{label}\";"));
        body(self);
        self.indent -= 2;
        self.line("}");
        Node { id: anchor.id, cluster: Some(cluster) }
    }

    fn edge(&mut self, from: Node, to: Node, src_port: &str, dst_port: &str, style: &str) {
        let mut s = format!("v{}", from.id);
        if !src_port.is_empty() && from.cluster.is_none() {
            s.push_str(&format!(":res{src_port}:s"));
        }
        s.push_str(&format!(" -> v{}", to.id));
        if !dst_port.is_empty() && to.cluster.is_none() {
            s.push_str(&format!(":arg{dst_port}:n"));
        }
        let mut attrs = Vec::new();
        if let Some(c) = to.cluster {
            attrs.push(format!("lhead = cluster_{c}"));
        }
        if let Some(c) = from.cluster {
            attrs.push(format!("ltail = cluster_{c}"));
        }
        attrs.push(format!("style = {style}"));
        s.push_str(&format!("[{}]", attrs.join(", ")));
        self.edges.push(s);
    }

    fn cluster_label(&self, op: OpId) -> String {
        let mut s = self.op_name(op);
        if self.cfg.print_result_types {
            let types: Vec<String> = self
                .ir
                .results(op)
                .map(|r| r.filter_map(|v| self.ir.value_type(v).ok()).collect::<Vec<_>>())
                .unwrap_or_default()
                .into_iter()
                .map(|t| type_to_string(self.ir.ctx(), t))
                .collect();
            // Upstream leaves the cluster label's types unescaped.
            s.push_str(&format!(" : ({})", self.truncate(types.join(", "))));
        }
        if self.cfg.print_attrs {
            s.push_str("\\l");
            for (name, a) in self.attrs(op) {
                s.push_str(&format!("{}: {}\\l", escape_label(&name), self.attr_text(a)));
            }
        }
        s
    }

    fn record_label(&self, op: OpId) -> String {
        let operands: Vec<Value> = self.ir.operands(op).map(|o| o.collect()).unwrap_or_default();
        let results: Vec<Value> = self.ir.results(op).map(|r| r.collect()).unwrap_or_default();
        let mut s = String::from("{");
        if !operands.is_empty() {
            let ports: Vec<String> =
                operands.iter().map(|v| format!("<arg{}> {}", self.port(*v), self.names.name(self.ir, *v))).collect();
            s.push_str(&format!("{{{}}}|", ports.join("|")));
        }
        s.push_str(&format!("{}\\l", self.op_name(op)));
        let attrs = self.attrs(op);
        if self.cfg.print_attrs && !attrs.is_empty() {
            s.push_str("\\l");
            for (name, a) in attrs {
                s.push_str(&format!("{name}: {}\\l", self.attr_text(a)));
            }
        }
        if !results.is_empty() {
            let ports: Vec<String> = results.iter().map(|v| self.result_port(*v)).collect();
            s.push_str(&format!("|{{{}}}", ports.join("|")));
        }
        s.push('}');
        s
    }

    /// `<res_x> %x type` (type only when result types are shown).
    fn result_port(&self, v: Value) -> String {
        let mut s = format!("<res{}> {}", self.port(v), self.names.name(self.ir, v));
        if self.cfg.print_result_types {
            if let Ok(t) = self.ir.value_type(v) {
                s.push(' ');
                s.push_str(&self.type_text(t));
            }
        }
        s
    }

    fn operation(&mut self, op: OpId) -> Node {
        let regions: Vec<RegionId> = self.ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
        let node = if regions.is_empty() {
            let label = self.record_label(op);
            let fill = self.colors.get(&self.op_name(op)).cloned();
            self.node(&label, "Mrecord", fill.as_deref())
        } else {
            let label = self.cluster_label(op);
            self.cluster(&label, |w| {
                for r in regions {
                    w.region(r);
                }
            })
        };
        if self.cfg.print_data_flow_edges {
            let operands: Vec<Value> = self.ir.operands(op).map(|o| o.collect()).unwrap_or_default();
            for v in operands {
                let port = self.port(v);
                self.data_edges.push(DataEdge { value: v, to: node, src_port: port.clone(), dst_port: port });
            }
        }
        for r in self.ir.results(op).map(|r| r.collect::<Vec<_>>()).unwrap_or_default() {
            self.nodes.insert(r, node);
        }
        node
    }

    fn region(&mut self, region: RegionId) {
        let blocks: Vec<_> = self.ir.region_blocks(region).map(|b| b.collect()).unwrap_or_default();
        for b in blocks {
            self.cluster("", |w| {
                for arg in w.ir.block_args(b).map(|a| a.collect::<Vec<_>>()).unwrap_or_default() {
                    let label = w.result_port(arg);
                    let n = w.node(&label, "Mrecord", None);
                    w.nodes.insert(arg, n);
                }
                let mut prev: Option<Node> = None;
                for op in w.ir.block_ops(b).map(|o| o.collect::<Vec<_>>()).unwrap_or_default() {
                    let next = w.operation(op);
                    if let (true, Some(p)) = (w.cfg.print_control_flow_edges, prev) {
                        w.edge(p, next, "", "", "dashed");
                    }
                    prev = Some(next);
                }
            });
        }
    }

    fn finish_edges(&mut self) {
        for e in std::mem::take(&mut self.data_edges) {
            // A value defined outside the graph has no node: upstream then
            // draws from node 0.
            let from = self.nodes.get(&e.value).copied().unwrap_or(Node { id: 0, cluster: None });
            self.edge(from, e.to, &e.src_port, &e.dst_port, "solid");
        }
        for e in std::mem::take(&mut self.edges) {
            self.line(&format!("{e};"));
        }
    }
}

/// The ops under `root` (and `root`) in post-order.
fn post_order(ir: &Ir, root: OpId) -> Vec<OpId> {
    fn visit(ir: &Ir, op: OpId, out: &mut Vec<OpId>) {
        for &r in ir.regions(op).unwrap_or(&[]) {
            for b in ir.region_blocks(r).map(|b| b.collect::<Vec<_>>()).unwrap_or_default() {
                for o in ir.block_ops(b).map(|o| o.collect::<Vec<_>>()).unwrap_or_default() {
                    visit(ir, o, out);
                }
            }
        }
        out.push(op);
    }
    let mut out = Vec::new();
    visit(ir, root, &mut out);
    out
}

/// The `dot` text of the graph of `op`.
pub fn graph(ir: &Ir, op: OpId, cfg: &ViewOpGraph) -> String {
    let mut top = op;
    while let Some(p) = ir.op_parent_op(top).ok().flatten() {
        top = p;
    }
    let mut w = Writer {
        ir,
        cfg,
        names: ValueNames::new(ir, top),
        colors: HashMap::new(),
        out: String::new(),
        indent: 0,
        counter: 0,
        nodes: HashMap::new(),
        edges: Vec::new(),
        data_edges: Vec::new(),
    };
    w.init_colors(op);
    w.line("digraph G {");
    w.indent += 2;
    w.line("compound = true;");
    w.operation(op);
    w.finish_edges();
    w.indent -= 2;
    w.line("}");
    w.out
}

impl Pass for ViewOpGraph {
    fn argument(&self) -> &str {
        "view-op-graph"
    }

    fn name(&self) -> &str {
        "PrintOpPass"
    }

    fn options(&self) -> Option<Vec<(&'static str, OptionValue)>> {
        Some(vec![
            ("max-label-len", OptionValue::Scalar(self.max_label_len.to_string())),
            ("print-attrs", OptionValue::Scalar(self.print_attrs.to_string())),
            ("print-control-flow-edges", OptionValue::Scalar(self.print_control_flow_edges.to_string())),
            ("print-data-flow-edges", OptionValue::Scalar(self.print_data_flow_edges.to_string())),
            ("print-result-types", OptionValue::Scalar(self.print_result_types.to_string())),
        ])
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        eprint!("{}", graph(ir, op, self));
        Ok(())
    }

    fn changed(&self) -> bool {
        false
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn create(options: &[(String, String)]) -> Result<Box<dyn Pass>, String> {
    let mut p = ViewOpGraph::default();
    for (k, v) in options {
        match k.as_str() {
            "max-label-len" => p.max_label_len = parse_int(k, v)?,
            "print-attrs" => p.print_attrs = parse_bool(k, v)?,
            "print-control-flow-edges" => p.print_control_flow_edges = parse_bool(k, v)?,
            "print-data-flow-edges" => p.print_data_flow_edges = parse_bool(k, v)?,
            "print-result-types" => p.print_result_types = parse_bool(k, v)?,
            _ => return Err(unknown_option("view-op-graph", k)),
        }
    }
    Ok(Box::new(p))
}

inventory::submit! {
    PassRegistration {
        argument: "view-op-graph",
        description: "Print Graphviz visualization of an operation",
        create,
    }
}
